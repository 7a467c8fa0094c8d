import { forwardRef, type KeyboardEvent } from 'react';
import { Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import { MediaThumb, THUMB_SIZE } from './MediaThumb';
import type { GalleryItem } from './galleryModel';
import '../../../i18n/parts/media';

export interface GalleryItemCardProps {
  item: GalleryItem;
  index: number;
  count: number;
  itemKey: string;
  disabled: boolean;
  preview: boolean;
  onMove: (from: number, to: number) => void;
  onSetMain: (index: number) => void;
  onPreview: (index: number) => void;
  onRemove: (index: number) => void;
  /** Set by react-sortablejs on its children. */
  className?: string;
  'data-id'?: string;
}

/**
 * One gallery item. Focusable; Alt+←/→ moves it, Alt+M makes it main, Enter previews,
 * Delete removes — the same actions as its buttons, so nothing needs a mouse.
 */
export const GalleryItemCard = forwardRef<HTMLDivElement, GalleryItemCardProps>(function GalleryItemCard(
  { item, index, count, itemKey, disabled, preview, onMove, onSetMain, onPreview, onRemove, className, 'data-id': dataId },
  ref,
) {
  const translate = useTranslate();
  const video = item.mediaType === 'Video';
  const name = item.name || translate(video ? 'media.video' : 'media.image');
  const label = translate(item.mainImageFlag ? 'media.gallery.itemMain' : 'media.gallery.item', {
    position: index + 1,
    kind: translate(video ? 'media.video' : 'media.image'),
    name,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (!disabled && event.altKey && event.key === 'ArrowLeft' && index > 0) onMove(index, index - 1);
    else if (!disabled && event.altKey && event.key === 'ArrowRight' && index < count - 1) onMove(index, index + 1);
    else if (!disabled && event.altKey && (event.key === 'm' || event.key === 'M') && !video) onSetMain(index);
    else if (preview && (event.key === 'Enter' || event.key === ' ')) onPreview(index);
    else if (!disabled && event.key === 'Delete') onRemove(index);
    else return;
    event.preventDefault();
  };

  return (
    <Box
      ref={ref}
      role="listitem"
      className={className}
      data-id={dataId}
      tabIndex={0}
      aria-label={label}
      data-key={itemKey}
      data-testid="gallery-item"
      data-main={item.mainImageFlag ? 'true' : 'false'}
      data-media-type={item.mediaType}
      onKeyDown={onKeyDown}
      sx={{
        width: THUMB_SIZE,
        border: '1px solid',
        borderColor: item.mainImageFlag ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        outline: 'none',
        '&:focus-visible': { boxShadow: (theme) => `0 0 0 3px ${theme.palette.primary.main}` },
        '&.sortable-ghost': { opacity: 0.4 },
      }}
    >
      <Box className="media-drag-handle" sx={{ position: 'relative', cursor: disabled ? 'default' : 'grab' }} data-testid="gallery-drag-handle">
        <MediaThumb url={item.imageUrl} name={name} video={video} />
        {item.mainImageFlag && (
          <Chip label={translate('media.main')} color="primary" size="small" sx={{ position: 'absolute', left: 4, top: 4, height: 20 }} />
        )}
      </Box>
      <Typography variant="caption" noWrap component="div" title={name} sx={{ px: 0.75, pt: 0.25 }}>
        {name}
      </Typography>
      <Stack direction="row" justifyContent="space-between" sx={{ px: 0.25, pb: 0.25 }}>
        {!disabled && (
          <IconButton size="small" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={translate('media.actions.moveLeft', { name })}>
            <ChevronLeftIcon fontSize="small" />
          </IconButton>
        )}
        {!disabled && (
          <IconButton
            size="small"
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={translate('media.actions.moveRight', { name })}
          >
            <ChevronRightIcon fontSize="small" />
          </IconButton>
        )}
        {!disabled && !video && (
          <Tooltip title={translate('media.actions.setMain', { name })}>
            <span>
              <IconButton
                size="small"
                color={item.mainImageFlag ? 'primary' : 'default'}
                aria-pressed={item.mainImageFlag}
                onClick={() => onSetMain(index)}
                aria-label={translate('media.actions.setMain', { name })}
              >
                {item.mainImageFlag ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
              </IconButton>
            </span>
          </Tooltip>
        )}
        {preview && (
          <IconButton size="small" onClick={() => onPreview(index)} aria-label={translate('media.actions.preview', { name })}>
            <VisibilityOutlinedIcon fontSize="small" />
          </IconButton>
        )}
        {!disabled && (
          <IconButton size="small" color="error" onClick={() => onRemove(index)} aria-label={translate('media.actions.remove', { name })}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
    </Box>
  );
});
