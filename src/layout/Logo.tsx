import { Box, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { APP_TITLE_KEY } from '../config';
import logoUrl from './logo.svg';

/** The product logo (bundled SVG) with the app title; the title hides when collapsed. */
export function Logo({ collapsed = false, color }: { collapsed?: boolean; color: string }) {
  const translate = useTranslate();
  return (
    <Box
      component={Link}
      to="/"
      data-testid="shell-logo"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        textDecoration: 'none',
        color,
        minWidth: 0,
        px: collapsed ? 0 : 2,
        justifyContent: collapsed ? 'center' : 'flex-start',
        height: '100%',
      }}
    >
      <Box component="img" src={logoUrl} alt="" sx={{ width: 30, height: 30, flexShrink: 0 }} />
      {!collapsed && (
        <Typography
          component="span"
          noWrap
          sx={{ fontWeight: 700, fontSize: 16, letterSpacing: 0.5, color: 'inherit' }}
        >
          {translate(APP_TITLE_KEY)}
        </Typography>
      )}
    </Box>
  );
}
