import { Dialog, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { mediaSrc } from '../../dataProvider/urlPolicy';
import '../../../i18n/parts/media';

export interface PreviewTarget {
  url: string;
  name: string;
  video: boolean;
}

/** Preview of one media item: the image, or a playable video (docs/spec.md §4). */
export function MediaPreviewDialog({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  const translate = useTranslate();
  const src = target ? mediaSrc(target.url, { local: true }) : undefined;
  return (
    <Dialog open={Boolean(target)} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="media-preview-title">
      <DialogTitle id="media-preview-title" sx={{ pr: 6, overflowWrap: 'anywhere' }}>
        {translate('media.preview.title')}
        {target?.name ? ` · ${target.name}` : ''}
        <IconButton aria-label={translate('media.preview.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', bgcolor: 'action.hover', p: 2 }}>
        {!src ? (
          <Typography color="error">{translate('media.errors.unsafeUrl')}</Typography>
        ) : target?.video ? (
          <video data-testid="media-preview-video" src={src} controls style={{ width: '100%', maxHeight: '70vh', background: '#000' }}>
            {translate('media.preview.unsupported')}
          </video>
        ) : (
          <img data-testid="media-preview-image" src={src} alt={target?.name ?? ''} style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }} />
        )}
      </DialogContent>
    </Dialog>
  );
}
