import { useTranslate } from 'react-admin';
import { ModalDialog } from '../resources/ui/ModalDialog';
import { ChatWindow } from './ChatWindow';

/** The window as a dialog, openable from anywhere (header button). Escape closes it. */
export default function ChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-label={translate('chat.title')}
      data-testid="chat-dialog"
    >
      <ChatWindow variant="dialog" onClose={onClose} />
    </ModalDialog>
  );
}
