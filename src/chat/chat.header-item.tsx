import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { lazyDialog } from '../resources/ui/lazyPlaces';
import { useTranslate } from 'react-admin';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../resources/ui/Tooltip';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import { startChatSession } from './session';
import { useUnreadTotal } from './useChat';

/** The window (and its libraries) load only when first opened. */
const ChatDialog = lazyDialog(() => import('./ChatDialog'), { close: (props) => props.onClose, isOpen: (props) => props.open });

function ChatHeaderButton() {
  const translate = useTranslate();
  const unread = useUnreadTotal();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  const queryClient = useQueryClient();
  useEffect(() => {
    void startChatSession(queryClient);
  }, [queryClient]);

  // The badge's visible count is a word of its own in the name (no bracket glued to it): WCAG 2.5.3.
  const label =
    unread > 0
      ? `${translate('chat.open')} ${translate('chat.unread', { count: unread > 99 ? '99+' : unread })}`
      : translate('chat.open');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          data-testid="chat-header-button"
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
        >
          <Badge color="error" badgeContent={unread} max={99}>
            <ChatBubbleOutlineIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {mounted && (
        <ChatDialog open={open} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

/** Rendered in the header by the shell (every `*.header-item.tsx`). */
export const headerItem = { order: 40, Component: ChatHeaderButton };
