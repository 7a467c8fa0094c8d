import { Drawer } from '@mui/material';
import type { ReactNode } from 'react';
import type { ShellPalette } from '../theme/themes';

/**
 * The sidebar in a drawer on a phone, loaded with MUI's Drawer and Slide only where it is drawn
 * (docs/decisions/320-panels-load-on-open.md); a desktop never downloads it.
 */
export default function MobileSidebar({
  open,
  onClose,
  width,
  palette,
  children,
}: {
  open: boolean;
  onClose: () => void;
  width: number;
  palette: ShellPalette;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{
        paper: {
          sx: { width, bgcolor: palette.sidebarBg, color: palette.sidebarText, border: 0 },
          'data-testid': 'sidebar',
        } as object,
      }}
    >
      {children}
    </Drawer>
  );
}
