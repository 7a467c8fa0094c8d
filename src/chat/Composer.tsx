import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import SendIcon from '@mui/icons-material/Send';
import { uploadFile } from '../dataProvider/upload';
import { checkDocument, checkImage, DOCUMENT_ACCEPT, IMAGE_ACCEPT } from './validation';
import type { MessageFormat } from './types';

export interface ComposerProps {
  disabled: boolean;
  /** Resolves true when the chat host accepted the message. */
  onSend: (content: string, format: MessageFormat) => Promise<boolean>;
  /** Escape in the input: the dialog closes (handled by the dialog); the page just leaves the input. */
  variant: 'dialog' | 'page';
}

/** Image-upload and file-upload buttons, the text input and the send button. */
export function Composer({ disabled, onSend, variant }: ComposerProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const sendText = async () => {
    const typed = text;
    if (disabled || sending || typed.trim() === '') return;
    setSending(true);
    try {
      // On failure http.ts has toasted the server's message; what was typed stays.
      if (await onSend(typed, 'text')) setText((current) => (current === typed ? '' : current));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void sendText();
    } else if (event.key === 'Escape' && variant === 'page') {
      (event.target as HTMLElement).blur();
    }
  };

  const onFile = (format: MessageFormat) => async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = format === 'image' ? checkImage(file) : checkDocument(file);
    if (problem) {
      notify(problem, { type: 'error' });
      return;
    }
    setProgress(0);
    try {
      const address = await uploadFile(file, { onProgress: setProgress });
      await onSend(address, format);
    } catch {
      /* the upload call has shown its error */
    } finally {
      setProgress(undefined);
    }
  };

  const busy = progress !== undefined;
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      {busy && (
        <Box sx={{ px: 1.5, pt: 0.5 }} role="status">
          <LinearProgress variant="determinate" value={progress} aria-labelledby="chat-upload-progress" />
          <Typography id="chat-upload-progress" variant="caption" color="text.secondary">
            {translate('chat.uploading', { percent: progress })}
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 0.5, px: 1, pt: 0.5 }}>
        <Tooltip title={translate('chat.uploadImage')}>
          <span>
            <IconButton
              aria-label={translate('chat.uploadImage')}
              disabled={disabled || busy}
              onClick={() => imageInput.current?.click()}
            >
              <ImageOutlinedIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={translate('chat.uploadFile')}>
          <span>
            <IconButton
              aria-label={translate('chat.uploadFile')}
              disabled={disabled || busy}
              onClick={() => fileInput.current?.click()}
            >
              <AttachFileIcon />
            </IconButton>
          </span>
        </Tooltip>
        <input
          ref={imageInput}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          data-testid="chat-image-input"
          onChange={onFile('image')}
        />
        <input
          ref={fileInput}
          type="file"
          accept={DOCUMENT_ACCEPT}
          hidden
          data-testid="chat-file-input"
          onChange={onFile('word')}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, px: 1.5, pb: 1.5 }}>
        <TextField
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={translate('chat.inputPlaceholder')}
          multiline
          minRows={2}
          maxRows={5}
          fullWidth
          size="small"
          disabled={disabled}
          slotProps={{ htmlInput: { 'aria-label': translate('chat.inputPlaceholder'), 'data-testid': 'chat-input' } }}
        />
        <Button
          variant="contained"
          endIcon={<SendIcon />}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap', minWidth: 88 }}
          disabled={disabled || sending || text.trim() === ''}
          onClick={() => void sendText()}
        >
          {translate(sending ? 'chat.sending' : 'chat.send')}
        </Button>
      </Box>
    </Box>
  );
}
