import { Box } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * First focusable element of the shell: hidden until focused, it moves focus to <main> so a
 * keyboard user skips the header, menu and tags (WCAG 2.4.1).
 */
export function SkipLink() {
  const translate = useTranslate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus directly: a hash change would go through the router.
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={onClick}
      data-testid="skip-link"
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 3000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontSize: 14,
        boxShadow: 3,
        // Off-screen but focusable until focused (not display:none, which would drop it from the tab order).
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      {translate('shell.header.skipToContent')}
    </Box>
  );
}
