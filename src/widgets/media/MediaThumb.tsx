import { Box } from '@mui/material';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import { mediaSrc } from '../../dataProvider/urlPolicy';
import { videoCoverUrl } from './videoCover';

export const THUMB_SIZE = 140;

/** A square thumbnail: the image itself, or the bundled placeholder cover for a video. */
export function MediaThumb({ url, name, video, size = THUMB_SIZE }: { url: string; name: string; video: boolean; size?: number }) {
  // Videos always show the one bundled cover, whatever cover a record carries.
  const src = video ? videoCoverUrl() : mediaSrc(url, { local: true });
  return (
    <Box sx={{ position: 'relative', width: size, height: size, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
      {src ? (
        <Box component="img" src={src} alt={name} draggable={false} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      ) : (
        <Box sx={{ width: '100%', height: '100%', display: 'grid', placeItems: 'center', color: 'text.disabled' }}>
          <BrokenImageOutlinedIcon />
        </Box>
      )}
      {video && (
        <PlayCircleOutlineIcon
          aria-hidden
          sx={{ position: 'absolute', right: 6, bottom: 6, color: '#fff', filter: 'drop-shadow(0 0 2px rgba(0,0,0,.6))' }}
        />
      )}
    </Box>
  );
}
