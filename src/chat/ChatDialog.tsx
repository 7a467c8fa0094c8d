import { useId } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { ModalDialog } from '../resources/ui/ModalDialog';
import { ChatWindow } from './ChatWindow';

/**
 * The window as a dialog, openable from anywhere (header button). Escape closes it. Named by a
 * heading of its own: MUI puts `aria-labelledby` on the element with role dialog, while an
 * `aria-label` given to Dialog lands on the backdrop's root and leaves the dialog unnamed (axe
 * `aria-dialog-name`, issue 23).
 */
export default function ChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      data-testid="chat-dialog"
    >
      <Box component="h2" id={titleId} sx={visuallyHidden}>
        {translate('chat.title')}
      </Box>
      <ChatWindow variant="dialog" onClose={onClose} />
    </ModalDialog>
  );
}
