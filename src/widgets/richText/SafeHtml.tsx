import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { sanitizeHtml } from './sanitize';

/**
 * Shows stored editor HTML on show pages, sanitized with DOMPurify (no Tiptap here; see
 * sanitizeHtml): iframes only from the video allow-list, safe link and media URLs, only the
 * styles the editor writes, and `rel="noopener"` on every `target=_blank` link.
 */
export function SafeHtml({ html, sx, className }: { html: string | null | undefined; sx?: SxProps<Theme>; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return (
    <Box
      className={className}
      data-testid="safe-html"
      sx={[
        // contain: paint clips everything to this box and makes it the containing block of
        // fixed-position descendants: defence in depth next to the style allow-list.
        { wordBreak: 'break-word', contain: 'paint', overflowX: 'auto', '& img, & video, & iframe': { maxWidth: '100%' }, '& table': { borderCollapse: 'collapse' }, '& td, & th': { border: 1, borderColor: 'divider', px: 1 }, '& blockquote': { borderLeft: 8, borderColor: 'divider', m: 0, p: 1 } },
        ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
      ]}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

export default SafeHtml;
