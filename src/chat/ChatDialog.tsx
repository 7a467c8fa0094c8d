import { useTranslate } from 'react-admin';
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ChatWindow } from './ChatWindow';

/** The window as a dialog, openable from anywhere (header button). Escape closes it. */
export default function ChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      aria-label={translate('chat.title')}
      data-testid="chat-dialog"
    >
      <ChatWindow variant="dialog" onClose={onClose} />
    </Dialog>
  );
}
