import { Box } from '@mui/material';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { mediaSrc } from '../dataProvider/urlPolicy';

/** A small square picture; only http(s) addresses are shown. */
export function GoodsThumb({ url, size = 48, alt = '' }: { url: string | undefined; size?: number; alt?: string }) {
  const src = mediaSrc(url);
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        color: 'text.disabled',
      }}
    >
      {src ? <img src={src} alt={alt} width={size} height={size} loading="lazy" style={{ objectFit: 'cover', display: 'block' }} /> : <ImageIcon fontSize="small" />}
    </Box>
  );
}
