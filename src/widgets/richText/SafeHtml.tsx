import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { sanitizeHtml as SanitizeHtml } from './sanitize';

/**
 * The sanitizer (DOMPurify and the editor's allow-lists) loads with the first stored HTML shown,
 * not with every list whose schema has a rich-text field (docs/performance.md, "Bundle"). Until it
 * is there nothing is drawn: stored HTML is never shown unsanitized.
 */
let sanitizer: typeof SanitizeHtml | undefined;
let loading: Promise<typeof SanitizeHtml> | undefined;
function loadSanitizer(): Promise<typeof SanitizeHtml> {
  loading ??= import('./sanitize').then((m) => (sanitizer = m.sanitizeHtml));
  return loading;
}

/**
 * Shows stored editor HTML on show pages, sanitized with DOMPurify (no Tiptap here; see
 * sanitizeHtml): iframes only from the video allow-list, safe link and media URLs, only the
 * styles the editor writes, and `rel="noopener"` on every `target=_blank` link.
 */
export function SafeHtml({ html, sx, className }: { html: string | null | undefined; sx?: SxProps<Theme>; className?: string }) {
  const [ready, setReady] = useState(() => sanitizer !== undefined);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadSanitizer().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  const clean = useMemo(() => (ready && sanitizer ? sanitizer(html ?? '') : ''), [html, ready]);
  return (
    <Box
      className={className}
      data-testid="safe-html"
      aria-busy={ready ? undefined : true}
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
