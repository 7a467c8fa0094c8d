import { IconButton, type IconButtonProps } from '@mui/material';
import { Tooltip } from '../../resources/ui/Tooltip';
import { forwardRef } from 'react';

/** Icon button with a tooltip and the same label for screen readers. */
export const HeaderIconButton = forwardRef<HTMLButtonElement, IconButtonProps & { label: string }>(
  function HeaderIconButton({ label, children, ...props }, ref) {
    return (
      <Tooltip title={label}>
        <IconButton ref={ref} aria-label={label} color="inherit" size="medium" {...props}>
          {children}
        </IconButton>
      </Tooltip>
    );
  },
);
