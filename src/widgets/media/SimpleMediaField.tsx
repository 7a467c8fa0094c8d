import { useState } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import type { WidgetFieldProps } from '../../resources/widgetTypes';
import { toItems, toUrls } from './simpleMediaModel';
import { MediaThumb } from './MediaThumb';
import { MediaPreviewDialog, type PreviewTarget } from './MediaPreviewDialog';
import { videoCoverUrl } from './videoCover';
import { keysFor } from './mediaKeys';
import '../../../i18n/parts/media';

/** Show-page display of a simple media value (one address or a list); `video` via props or options. */
export function SimpleMediaField({ source, options, video: videoProp }: WidgetFieldProps & { video?: boolean }) {
  const translate = useTranslate();
  const value: unknown = useFieldValue({ source });
  const video = videoProp ?? options?.video === true;
  const urls = toUrls(value);
  const items = toItems(urls, video, videoCoverUrl());
  const keys = keysFor(urls);
  const [target, setTarget] = useState<PreviewTarget | null>(null);
  if (!items.length) return <Typography variant="body2">-</Typography>;
  return (
    <Box role="list" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid={`simple-media-field-${source}`}>
      {items.map((item, index) => (
        <ButtonBase
          key={keys[index]}
          role="listitem"
          focusRipple
          onClick={() => setTarget({ url: item.url, name: item.name, video })}
          aria-label={translate('media.actions.preview', { name: item.name })}
          sx={{ borderRadius: 1 }}
        >
          <MediaThumb url={item.url} name={item.name} video={video} size={96} />
        </ButtonBase>
      ))}
      <MediaPreviewDialog target={target} onClose={() => setTarget(null)} />
    </Box>
  );
}
