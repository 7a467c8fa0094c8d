import { memo, useState } from 'react';
import { useTranslate } from 'react-admin';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { fileNameOf, isMasked, safeHttpUrl } from './format';
import { LinkifiedText } from './LinkifiedText';
import type { ChatMessage } from './types';

export interface MessageBubbleProps {
  message: ChatMessage;
  revealing: boolean;
  onReveal: (message: ChatMessage) => void;
}

function ImageContent({ src, alt }: { src: string; alt: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={translate('chat.enlarge')}>
        <ButtonBase onClick={() => setOpen(true)} aria-label={translate('chat.enlarge')} sx={{ borderRadius: 1, overflow: 'hidden', display: 'block' }}>
          <Box component="img" src={src} alt={alt} loading="lazy" sx={{ display: 'block', height: 140, maxWidth: 220, objectFit: 'cover' }} />
        </ButtonBase>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" aria-label={translate('chat.enlarge')}>
        <IconButton aria-label={translate('chat.close')} onClick={() => setOpen(false)} sx={{ position: 'absolute', right: 4, top: 4, bgcolor: 'background.paper' }}>
          <CloseIcon />
        </IconButton>
        <Box component="img" src={src} alt={alt} data-testid="chat-image-preview" sx={{ display: 'block', maxWidth: '90vw', maxHeight: '85vh' }} />
      </Dialog>
    </>
  );
}

function DocumentContent({ href, name }: { href: string; name: string }) {
  const translate = useTranslate();
  return (
    <Link href={href} download={name} target="_blank" rel="noopener noreferrer" color="inherit" underline="hover" sx={{ display: 'flex', alignItems: 'center', gap: 1 }} aria-label={`${translate('chat.download')} ${name}`}>
      <DescriptionOutlinedIcon fontSize="large" />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {name}
        </Typography>
        <Typography variant="caption">{translate('chat.download')}</Typography>
      </Box>
    </Link>
  );
}

function Content({ message, revealing, onReveal }: MessageBubbleProps) {
  const translate = useTranslate();
  const content = message.messageContent ?? '';
  if (message.format === 'image') {
    const src = safeHttpUrl(content);
    if (src) return <ImageContent src={src} alt={translate('chat.image')} />;
  }
  if (message.format === 'word') {
    const href = safeHttpUrl(content);
    if (href) return <DocumentContent href={href} name={fileNameOf(href)} />;
  }
  if (isMasked(content)) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <span data-testid="chat-masked">{content}</span>
        <Tooltip title={translate('chat.reveal')}>
          <span>
            <IconButton size="small" color="inherit" aria-label={translate('chat.reveal')} disabled={revealing} onClick={() => onReveal(message)}>
              {revealing ? <CircularProgress size={16} color="inherit" /> : <VisibilityOutlinedIcon fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    );
  }
  return <LinkifiedText text={content} />;
}

/** One message of the history, drawn by its format (text, image, word). */
export const MessageBubble = memo(function MessageBubble(props: MessageBubbleProps) {
  const { message } = props;
  const translate = useTranslate();
  const mine = message.isMe;
  const name = mine ? translate('chat.me') : message.senderName || String(message.sender);
  const avatar = safeHttpUrl(message.senderAvatar);
  return (
    <Box
      data-testid="chat-message"
      data-me={mine ? 'true' : 'false'}
      sx={{ display: 'flex', flexDirection: mine ? 'row-reverse' : 'row', alignItems: 'flex-start', gap: 1, px: 1.5, py: 0.75 }}
    >
      <Avatar src={avatar} alt={name} sx={{ width: 32, height: 32, fontSize: 14, bgcolor: mine ? 'primary.main' : 'secondary.main' }}>
        {name.slice(0, 1)}
      </Avatar>
      <Box sx={{ maxWidth: '75%', minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}>
        <Typography variant="caption" color="text.secondary" sx={{ mb: 0.25 }}>
          {message.createTime}
        </Typography>
        <Box
          sx={{
            px: 1.5,
            py: 1,
            borderRadius: 2,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontSize: 14,
            lineHeight: 1.6,
            bgcolor: mine ? 'primary.main' : 'action.hover',
            color: mine ? 'primary.contrastText' : 'text.primary',
          }}
        >
          <Content {...props} />
        </Box>
      </Box>
    </Box>
  );
});
