import { Title, useTranslate } from 'react-admin';
import Paper from '@mui/material/Paper';
import { ChatWindow } from './ChatWindow';

/** `/chatPlus`: the chat window as a page. */
export default function ChatPage() {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('chat.title')} />
      <Paper variant="outlined" sx={{ overflow: 'hidden', maxWidth: 1100, mt: 1 }}>
        <ChatWindow variant="page" />
      </Paper>
    </>
  );
}
