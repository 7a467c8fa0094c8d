import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { QUICK_REPLY_MAX, type QuickReplies } from './quickReplies';
import '../../i18n/parts/chatPolish';

/** A reply as short text for an icon button's name (the whole reply is on the row beside it). */
const shortText = (text: string) => (text.length > 24 ? `${text.slice(0, 24)}…` : text);

/** Esc leaves what is being edited or the panel, never the chat dialog around it. */
function stopEscape(event: KeyboardEvent, then: () => void) {
  if (event.key !== 'Escape') return;
  event.stopPropagation();
  event.preventDefault();
  then();
}

interface EditorProps {
  label: string;
  initial: string;
  onSave: (text: string) => string | null;
  onCancel: () => void;
}

/** One reply being written: Enter saves (Shift+Enter a new line), Esc cancels; what was typed stays on a refusal. */
function ReplyEditor({ label, initial, onSave, onCancel }: EditorProps) {
  const translate = useTranslate();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => setProblem(onSave(text));
  return (
    <Box sx={{ display: 'grid', gap: 1, py: 1 }} data-testid="chat-quick-editor">
      <TextField
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            save();
          } else stopEscape(event, onCancel);
        }}
        label={label}
        multiline
        minRows={2}
        maxRows={4}
        size="small"
        fullWidth
        autoFocus
        error={problem !== null}
        helperText={problem ? translate(problem) : `${text.trim().length} / ${QUICK_REPLY_MAX}`}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button size="small" onClick={onCancel}>
          {translate('chatPolish.quick.cancel')}
        </Button>
        <Button size="small" variant="contained" onClick={save}>
          {translate('chatPolish.quick.save')}
        </Button>
      </Box>
    </Box>
  );
}

export interface QuickRepliesPanelProps {
  id: string;
  quick: QuickReplies;
  /** Puts the reply into the message box (at the caret) and closes the panel. */
  onInsert: (text: string) => void;
  onClose: () => void;
}

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; id: string } | { kind: 'delete'; id: string };

/**
 * 常用语 (issue 23 item 6), above the message box: a click on a reply inserts it; each reply can be
 * edited or deleted (deleting asks first, in the row); 添加 writes a new one. Kept per user
 * (quickReplies.ts). Esc closes what is open, one step at a time.
 */
export function QuickRepliesPanel({ id, quick, onInsert, onClose }: QuickRepliesPanelProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  // Where the focus goes once an editor or a question closes (its buttons leave the page).
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const addId = `${id}-add`;
  const replyId = (key: string) => `${id}-reply-${key}`;
  const back = (focus: string = addId) => {
    setMode({ kind: 'list' });
    setFocusTarget(focus);
  };
  useEffect(() => {
    if (focusTarget === null) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  return (
    <Box
      id={id}
      role="region"
      aria-labelledby={titleId}
      onKeyDown={(event) => stopEscape(event, onClose)}
      data-testid="chat-quick-replies"
      sx={{
        mx: 1.5,
        mt: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        display: 'flex',
        flexDirection: 'column',
        maxHeight: 'min(260px, 32vh)',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {translate('chatPolish.quick.title')}
        </Typography>
        <Button id={addId} size="small" startIcon={<AddIcon />} onClick={() => setMode({ kind: 'add' })}>
          {translate('chatPolish.quick.add')}
        </Button>
        <IconButton size="small" aria-label={translate('chatPolish.quick.close')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ overflowY: 'auto', px: 1.5, py: 0.5 }}>
        {mode.kind === 'add' && (
          <ReplyEditor
            label={translate('chatPolish.quick.newLabel')}
            initial=""
            onSave={(text) => {
              const problem = quick.add(text);
              if (!problem) back();
              return problem;
            }}
            onCancel={() => back()}
          />
        )}
        {quick.replies.length === 0 && mode.kind !== 'add' && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {translate('chatPolish.quick.empty')}
          </Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {quick.replies.map((reply) => (
            <Box
              component="li"
              key={reply.id}
              sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
              data-testid="chat-quick-reply"
            >
              {mode.kind === 'edit' && mode.id === reply.id ? (
                <ReplyEditor
                  label={translate('chatPolish.quick.editLabel')}
                  initial={reply.text}
                  onSave={(text) => {
                    const problem = quick.update(reply.id, text);
                    if (!problem) back(replyId(reply.id));
                    return problem;
                  }}
                  onCancel={() => back(replyId(reply.id))}
                />
              ) : mode.kind === 'delete' && mode.id === reply.id ? (
                <Box
                  role="group"
                  aria-label={translate('chatPolish.quick.confirmDelete')}
                  onKeyDown={(event) => stopEscape(event, () => back(replyId(reply.id)))}
                  sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, py: 0.75 }}
                >
                  <Typography variant="body2" sx={{ flex: '1 1 160px', minWidth: 0 }} noWrap>
                    {translate('chatPolish.quick.confirmDelete')}
                    <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
                      {shortText(reply.text)}
                    </Box>
                  </Typography>
                  <Button size="small" onClick={() => back(replyId(reply.id))} autoFocus>
                    {translate('chatPolish.quick.cancel')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    variant="contained"
                    onClick={() => {
                      quick.remove(reply.id);
                      back();
                    }}
                  >
                    {translate('chatPolish.quick.confirm')}
                  </Button>
                </Box>
              ) : (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Button
                    id={replyId(reply.id)}
                    onClick={() => onInsert(reply.text)}
                    color="inherit"
                    sx={{
                      flex: 1,
                      minWidth: 0,
                      justifyContent: 'flex-start',
                      textAlign: 'left',
                      fontWeight: 400,
                      py: 0.75,
                    }}
                  >
                    <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                      {reply.text}
                    </Box>
                  </Button>
                  <IconButton
                    size="small"
                    aria-label={translate('chatPolish.quick.edit', { text: shortText(reply.text) })}
                    onClick={() => setMode({ kind: 'edit', id: reply.id })}
                  >
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={translate('chatPolish.quick.delete', { text: shortText(reply.text) })}
                    onClick={() => setMode({ kind: 'delete', id: reply.id })}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Box>
              )}
            </Box>
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ py: 0.75 }}>
          {translate('chatPolish.quick.slashHint')}
        </Typography>
      </Box>
    </Box>
  );
}
