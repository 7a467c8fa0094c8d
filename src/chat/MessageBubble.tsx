import { memo, useState } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { getContrastRatio, type Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { linkHref, mediaSrc } from '../dataProvider/urlPolicy';
import { fileNameOf, isMasked } from './format';
import { LinkifiedText } from './LinkifiedText';
import type { ChatMessage } from './types';
import '../../i18n/parts/chat';

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
        <ButtonBase
          onClick={() => setOpen(true)}
          aria-label={translate('chat.enlarge')}
          sx={{ borderRadius: 1, overflow: 'hidden', display: 'block' }}
        >
          {/* The button is named 查看大图; a picture's alt inside it would make its content say
              something its name does not (axe label-content-name-mismatch). */}
          <Box
            component="img"
            src={src}
            alt=""
            loading="lazy"
            sx={{ display: 'block', height: 140, maxWidth: 220, objectFit: 'cover' }}
          />
        </ButtonBase>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" aria-label={translate('chat.enlarge')}>
        <IconButton
          aria-label={translate('chat.close')}
          onClick={() => setOpen(false)}
          sx={{ position: 'absolute', right: 4, top: 4, bgcolor: 'background.paper' }}
        >
          <CloseIcon />
        </IconButton>
        <Box
          component="img"
          src={src}
          alt={alt}
          data-testid="chat-image-preview"
          sx={{ display: 'block', maxWidth: '90vw', maxHeight: '85vh' }}
        />
      </Dialog>
    </>
  );
}

function DocumentContent({ href, name }: { href: string; name: string }) {
  const translate = useTranslate();
  return (
    <Link
      href={href}
      download={name}
      target="_blank"
      rel="noopener noreferrer"
      color="inherit"
      underline="hover"
      sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
    >
      {/* Named by what it shows (the file, then 下载): an aria-label in another order is a
          label-content-name-mismatch (axe, issue 23). */}
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
  const content = message.revealedContent ?? message.messageContent ?? '';
  if (message.format === 'image') {
    const src = mediaSrc(content);
    if (src) return <ImageContent src={src} alt={translate('chat.image')} />;
  }
  if (message.format === 'word') {
    const href = linkHref(content);
    if (href) return <DocumentContent href={href} name={fileNameOf(href)} />;
  }
  if (isMasked(content)) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <span data-testid="chat-masked">{content}</span>
        <Tooltip title={translate('chat.reveal')}>
          <span>
            <IconButton
              size="small"
              color="inherit"
              aria-label={translate('chat.reveal')}
              disabled={revealing}
              onClick={() => onReveal(message)}
            >
              {revealing ? <CircularProgress size={16} color="inherit" /> : <VisibilityOutlinedIcon fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    );
  }
  return <LinkifiedText text={content} />;
}

/**
 * One message of the history, drawn by its format (text, image, word). Rows are plain elements
 * with class names styled once by the history pane (see historyStyles): thousands of rows scroll
 * past, and per-row style objects would cost a frame.
 */
export const MessageBubble = memo(function MessageBubble(props: MessageBubbleProps) {
  const { message } = props;
  const translate = useTranslate();
  const mine = message.isMe;
  const name = mine ? translate('chat.me') : message.senderName || String(message.sender);
  const avatar = mediaSrc(message.senderAvatar);
  const media = message.format === 'image' && !!mediaSrc(message.messageContent);
  return (
    <div
      data-testid="chat-message"
      data-me={mine ? 'true' : 'false'}
      className={mine ? 'chat-row chat-me' : 'chat-row'}
    >
      <span className="chat-avatar" aria-hidden="true">
        {avatar ? <img src={avatar} alt="" /> : name.slice(0, 1)}
      </span>
      <div className="chat-body">
        <span className="chat-time">{message.createTime}</span>
        <div className={media ? 'chat-bubble chat-media' : 'chat-bubble'}>
          <Content {...props} />
        </div>
      </div>
    </div>
  );
});

/**
 * My bubbles' fill and text: the primary colour under its contrast text when that reads at
 * 4.5:1, else its darker shade (the dark themes' #409eff is 2.78:1 under white; axe, issue 23).
 */
export function myBubbleColors(primary: Theme['palette']['primary']): { fill: string; text: string } {
  for (const fill of [primary.main, primary.dark]) {
    if (getContrastRatio(primary.contrastText, fill) >= 4.5) return { fill, text: primary.contrastText };
  }
  const text =
    getContrastRatio('#ffffff', primary.main) >= getContrastRatio('#000000', primary.main) ? '#ffffff' : '#000000';
  return { fill: primary.main, text };
}

/** Styles for every row, applied once on the history pane. */
export function historyStyles(theme: Theme) {
  const me = myBubbleColors(theme.palette.primary);
  return {
    '& .chat-row': {
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'flex-start',
      gap: theme.spacing(1),
      padding: theme.spacing(0.75, 1.5),
    },
    '& .chat-row.chat-me': { flexDirection: 'row-reverse' },
    '& .chat-avatar': {
      width: 32,
      height: 32,
      flexShrink: 0,
      borderRadius: '50%',
      overflow: 'hidden',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontSize: 14,
      color: theme.palette.secondary.contrastText,
      backgroundColor: theme.palette.secondary.main,
    },
    '& .chat-me .chat-avatar': { backgroundColor: me.fill, color: me.text },
    '& .chat-avatar img': { width: '100%', height: '100%', objectFit: 'cover' },
    '& .chat-body': {
      maxWidth: '75%',
      minWidth: 0,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
    },
    '& .chat-me .chat-body': { alignItems: 'flex-end' },
    '& .chat-time': { ...theme.typography.caption, color: theme.palette.text.secondary, marginBottom: 2 },
    '& .chat-bubble': {
      padding: theme.spacing(1, 1.5),
      borderRadius: 12,
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
      fontSize: 14,
      lineHeight: 1.6,
      backgroundColor: theme.palette.action.hover,
      color: theme.palette.text.primary,
    },
    '& .chat-me .chat-bubble': { backgroundColor: me.fill, color: me.text },
    '& .chat-bubble.chat-media, & .chat-me .chat-bubble.chat-media': {
      padding: 0,
      backgroundColor: 'transparent',
      color: theme.palette.text.primary,
    },
    '& .chat-link': { color: 'inherit', textDecoration: 'underline' },
  } as const;
}
