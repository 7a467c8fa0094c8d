import { useState } from 'react';
import { Box, ButtonBase, Chip, Typography } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import type { WidgetFieldProps } from '../../resources/widgetTypes';
import { toGalleryItems } from './galleryModel';
import { MediaThumb } from './MediaThumb';
import { MediaPreviewDialog, type PreviewTarget } from './MediaPreviewDialog';
import { keysFor } from './mediaKeys';
import '../../../i18n/parts/media';

/** Show-page display of a gallery value: thumbnails in sortOrder, main marked, click to preview. */
export function GalleryField({ source }: WidgetFieldProps) {
  const translate = useTranslate();
  const value: unknown = useFieldValue({ source });
  const items = toGalleryItems(value);
  const keys = keysFor(items.map((item) => item.imageUrl));
  const [target, setTarget] = useState<PreviewTarget | null>(null);
  if (!items.length) return <Typography variant="body2">-</Typography>;
  return (
    <Box role="list" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid={`gallery-field-${source}`}>
      {items.map((item, index) => {
        const video = item.mediaType === 'Video';
        return (
          <ButtonBase
            key={keys[index]}
            role="listitem"
            focusRipple
            onClick={() => setTarget({ url: item.imageUrl, name: item.name, video })}
            aria-label={translate('media.actions.preview', { name: item.name })}
            sx={{ position: 'relative', borderRadius: 1 }}
          >
            <MediaThumb url={item.imageUrl} name={item.name} video={video} size={96} />
            {item.mainImageFlag && (
              <Chip label={translate('media.main')} color="primary" size="small" sx={{ position: 'absolute', left: 4, top: 4, height: 20 }} />
            )}
          </ButtonBase>
        );
      })}
      <MediaPreviewDialog target={target} onClose={() => setTarget(null)} />
    </Box>
  );
}
