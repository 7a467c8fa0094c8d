import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import '../../i18n/parts/chat';
import '../../i18n/parts/chatPolish';

/** A chosen file waiting for 发送 / 取消; `address` once uploaded (a retried send does not upload again). */
export interface PendingAttachment {
  file: File;
  format: 'image' | 'word';
  /** A blob: URL of the image, for the thumbnail (revoked by the composer). */
  url?: string;
  address?: string;
}

export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 102.4) / 10} KB`;
  return `${Math.round(bytes / (1024 * 104.8576)) / 10} MB`;
}

export interface AttachmentPreviewProps {
  pending: PendingAttachment;
  /** Upload progress 0–100 while sending, else undefined. */
  progress: number | undefined;
  onSend: () => void;
  onCancel: () => void;
}

/**
 * What is about to be sent (issue 23 item 6): the image or the document's name and size, with
 * 发送 and 取消. Nothing is uploaded before 发送; 取消 (or Esc) during the upload stops it.
 */
export function AttachmentPreview({ pending, progress, onSend, onCancel }: AttachmentPreviewProps) {
  const translate = useTranslate();
  const titleId = useId();
  const progressId = useId();
  const sendRef = useRef<HTMLButtonElement>(null);
  const sending = progress !== undefined;

  // The choice is the user's next step: 发送 takes the focus (Enter sends, Esc cancels).
  useEffect(() => sendRef.current?.focus(), [pending.file]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Esc cancels the preview, not the whole chat dialog around it.
    event.stopPropagation();
    event.preventDefault();
    onCancel();
  };

  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-testid="chat-attachment-preview"
      sx={{ mx: 1.5, mt: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate(pending.format === 'image' ? 'chatPolish.preview.imageTitle' : 'chatPolish.preview.fileTitle')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        {pending.format === 'image' && pending.url ? (
          <Box
            component="img"
            src={pending.url}
            alt={pending.file.name}
            data-testid="chat-attachment-thumbnail"
            sx={{
              display: 'block',
              maxHeight: 120,
              maxWidth: { xs: 140, sm: 200 },
              objectFit: 'contain',
              borderRadius: 1,
              bgcolor: 'background.paper',
            }}
          />
        ) : (
          <DescriptionOutlinedIcon fontSize="large" color="action" aria-hidden />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid="chat-attachment-name">
            {pending.file.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {fileSizeText(pending.file.size)}
          </Typography>
        </Box>
      </Box>
      {sending && (
        <Box sx={{ mt: 1 }} role="status">
          <LinearProgress variant="determinate" value={progress} aria-labelledby={progressId} />
          <Typography id={progressId} variant="caption" color="text.secondary">
            {translate('chat.uploading', { percent: progress })}
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ flex: '1 1 auto', display: { xs: 'none', sm: 'block' } }}
        >
          {translate('chatPolish.preview.hint')}
        </Typography>
        <Button onClick={onCancel} data-testid="chat-attachment-cancel">
          {translate('chatPolish.preview.cancel')}
        </Button>
        {/* Not disabled while sending: the focus stays on it, so Esc still reaches 取消. */}
        <Button
          ref={sendRef}
          variant="contained"
          onClick={sending ? undefined : onSend}
          aria-disabled={sending || undefined}
          data-testid="chat-attachment-send"
        >
          {translate(sending ? 'chatPolish.preview.sending' : 'chatPolish.preview.send')}
        </Button>
      </Box>
    </Box>
  );
}
