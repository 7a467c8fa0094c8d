import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import { useNotify, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import QuickreplyOutlinedIcon from '@mui/icons-material/QuickreplyOutlined';
import SendIcon from '@mui/icons-material/Send';
import { uploadFile } from '../dataProvider/upload';
import { AttachmentPreview, type PendingAttachment } from './AttachmentPreview';
import { QuickRepliesPanel } from './QuickRepliesPanel';
import { insertText, matchingReplies, slashQuery, useQuickReplies } from './quickReplies';
import { checkDocument, checkImage, DOCUMENT_ACCEPT, IMAGE_ACCEPT } from './validation';
import type { MessageFormat } from './types';
import '../../i18n/parts/chat';
import '../../i18n/parts/chatPolish';

export interface ComposerProps {
  disabled: boolean;
  /** Resolves true when the chat host accepted the message. */
  onSend: (content: string, format: MessageFormat) => Promise<boolean>;
  /** Escape in the input: the dialog closes (handled by the dialog); the page just leaves the input. */
  variant: 'dialog' | 'page';
}

const STARTER_KEYS = [1, 2, 3, 4].map((n) => `chatPolish.quick.starters.${n}`);

/**
 * Image-upload and file-upload buttons, 常用语, the text input and the send button. A chosen file
 * waits in a preview for 发送 / 取消 (issue 23 item 6); `/` in the input looks up 常用语.
 */
export function Composer({ disabled, onSend, variant }: ComposerProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [pending, setPending] = useState<PendingAttachment | null>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [panelOpen, setPanelOpen] = useState(false);
  const [caret, setCaret] = useState(0);
  // The `/` search the user closed with Esc (its slash position), until the caret leaves it.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [active, setActive] = useState({ query: '', index: 0 });
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const quickButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const upload = useRef<AbortController | undefined>(undefined);
  const nextCaret = useRef<number | null>(null);
  const panelId = useId();
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-${index}`;

  const starters = useMemo(() => STARTER_KEYS.map((key) => translate(key)), [translate]);
  const quick = useQuickReplies(starters);

  // The `/` shortcut: a filtered list over the input while the caret is in a `/word`.
  const slash = disabled ? null : slashQuery(text, caret);
  const matches = slash && slash.start !== dismissed ? matchingReplies(quick.replies, slash.query) : [];
  const suggesting = matches.length > 0;
  const activeIndex = slash && active.query === slash.query ? Math.min(active.index, matches.length - 1) : 0;

  // After an insert: the caret goes after the inserted reply, in the input.
  useLayoutEffect(() => {
    if (nextCaret.current === null || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(nextCaret.current, nextCaret.current);
    setCaret(nextCaret.current);
    nextCaret.current = null;
  }, [text]);

  // A thumbnail's blob: address is freed when the preview goes (sent, cancelled, replaced, unmounted).
  useEffect(() => {
    const url = pending?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [pending?.url]);
  useEffect(() => () => upload.current?.abort(), []);

  const insert = (reply: string, start: number, end: number) => {
    const next = insertText(text, start, end, reply);
    nextCaret.current = next.caret;
    setText(next.text);
    setDismissed(null);
  };

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
    const composing = event.nativeEvent.isComposing;
    if (suggesting && slash && !composing) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive({ query: slash.query, index: (activeIndex + step + matches.length) % matches.length });
        return;
      }
      if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
        event.preventDefault();
        insert(matches[activeIndex].text, slash.start, caret);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the list only; the next Esc closes the dialog as before.
        event.preventDefault();
        event.stopPropagation();
        setDismissed(slash.start);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey && !composing) {
      event.preventDefault();
      void sendText();
    } else if (event.key === 'Escape' && variant === 'page') {
      (event.target as HTMLElement).blur();
    }
  };

  const onFile = (format: 'image' | 'word') => (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target;
    const file = chosen.files?.[0];
    chosen.value = '';
    if (!file) return;
    const problem = format === 'image' ? checkImage(file) : checkDocument(file);
    if (problem) {
      notify(problem, { type: 'error' });
      return;
    }
    upload.current?.abort();
    setProgress(undefined);
    setPanelOpen(false);
    setPending({ file, format, url: format === 'image' ? URL.createObjectURL(file) : undefined });
  };

  const closePreview = () => {
    upload.current?.abort();
    setPending(null);
    input.current?.focus();
  };

  const sendPending = async () => {
    if (!pending || upload.current) return;
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      const address =
        pending.address ?? (await uploadFile(pending.file, { onProgress: setProgress, signal: controller.signal }));
      if (controller.signal.aborted) return;
      // Kept with the preview: a refused send is tried again without uploading again.
      setPending((current) => (current === pending ? { ...current, address } : current));
      if (await onSend(address, pending.format)) {
        setPending((current) => (current?.file === pending.file ? null : current));
        input.current?.focus();
      }
    } catch {
      /* the upload has shown its error (nothing when cancelled); the preview stays for another try */
    } finally {
      if (upload.current === controller) upload.current = undefined;
      setProgress(undefined);
    }
  };

  const busy = pending !== null;
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      {pending && (
        <AttachmentPreview
          pending={pending}
          progress={progress}
          onSend={() => void sendPending()}
          onCancel={closePreview}
        />
      )}
      {panelOpen && (
        <QuickRepliesPanel
          id={panelId}
          quick={quick}
          onInsert={(reply) => {
            setPanelOpen(false);
            const el = input.current;
            insert(reply, el?.selectionStart ?? text.length, el?.selectionEnd ?? text.length);
          }}
          onClose={() => {
            setPanelOpen(false);
            quickButton.current?.focus();
          }}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, pt: 0.5 }}>
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
        <Button
          ref={quickButton}
          size="small"
          color="inherit"
          startIcon={<QuickreplyOutlinedIcon />}
          aria-expanded={panelOpen}
          aria-controls={panelOpen ? panelId : undefined}
          // One thing at a time above the input: a file waiting for 发送 / 取消, or 常用语.
          disabled={disabled || busy}
          onClick={() => setPanelOpen((open) => !open)}
          data-testid="chat-quick-toggle"
          sx={{ color: 'text.secondary' }}
        >
          {translate('chatPolish.quick.button')}
        </Button>
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
      <Box sx={{ position: 'relative', display: 'flex', alignItems: 'flex-end', gap: 1, px: 1.5, pb: 1.5 }}>
        {suggesting && (
          <Paper
            elevation={6}
            sx={{
              position: 'absolute',
              left: 12,
              right: 12,
              bottom: '100%',
              zIndex: 1,
              maxHeight: 232,
              display: 'flex',
              flexDirection: 'column',
            }}
            data-testid="chat-slash-suggestions"
          >
            <Box
              component="ul"
              role="listbox"
              id={listboxId}
              aria-label={translate('chatPolish.quick.suggestions')}
              sx={{ listStyle: 'none', m: 0, p: 0.5, overflowY: 'auto' }}
            >
              {matches.map((reply, index) => (
                <Box
                  component="li"
                  role="option"
                  key={reply.id}
                  id={optionId(index)}
                  aria-selected={index === activeIndex}
                  // Keeps the focus in the input; the click inserts.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => slash && insert(reply.text, slash.start, caret)}
                  sx={{
                    px: 1.5,
                    py: 0.75,
                    borderRadius: 1,
                    cursor: 'pointer',
                    fontSize: 14,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                    '&[aria-selected="true"]': { bgcolor: 'action.selected' },
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  {reply.text}
                </Box>
              ))}
            </Box>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ px: 1.5, py: 0.5, borderTop: 1, borderColor: 'divider' }}
              aria-hidden
            >
              {translate('chatPolish.quick.keys')}
            </Typography>
          </Paper>
        )}
        <Box component="span" sx={visuallyHidden} role="status">
          {suggesting ? translate('chatPolish.quick.found', { count: matches.length }) : ''}
        </Box>
        <TextField
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart ?? event.target.value.length);
          }}
          onSelect={(event) => setCaret((event.target as HTMLTextAreaElement).selectionStart ?? 0)}
          onKeyDown={onKeyDown}
          placeholder={translate('chat.inputPlaceholder')}
          multiline
          minRows={2}
          maxRows={5}
          fullWidth
          size="small"
          disabled={disabled}
          inputRef={input}
          slotProps={{
            htmlInput: {
              'aria-label': translate('chat.inputPlaceholder'),
              'aria-autocomplete': 'list',
              'aria-controls': suggesting ? listboxId : undefined,
              'aria-activedescendant': suggesting ? optionId(activeIndex) : undefined,
              'data-testid': 'chat-input',
            },
          }}
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
