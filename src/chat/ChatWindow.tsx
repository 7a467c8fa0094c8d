import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import { Composer } from './Composer';
import { ConnectionBanner } from './ConnectionBanner';
import { ConversationList } from './ConversationList';
import { mediaSrc } from '../dataProvider/urlPolicy';
import { HistoryPlaceholder, MessageHistory } from './MessageHistory';
import { chatStore, retryChat, showingWindow, startChatSession } from './session';
import { visibleConversations } from './store';
import { useChatState, useConnection } from './useChat';
import type { ChatMessage, Conversation, MessageFormat } from './types';
import '../../i18n/parts/chat';

export interface ChatWindowProps {
  variant: 'dialog' | 'page';
  onClose?: () => void;
}

/**
 * The chat window (docs/spec.md §3): conversations with a name search on the left; history, upload
 * buttons, input and send on the right. Below 600px it shows one side at a time.
 */
export function ChatWindow({ variant, onClose }: ChatWindowProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const state = useChatState();
  const connection = useConnection();
  const [search, setSearch] = useState('');

  const queryClient = useQueryClient();
  useEffect(() => {
    void startChatSession(queryClient);
    return showingWindow();
  }, [queryClient]);

  const conversations = useMemo(() => visibleConversations(state, search), [state, search]);
  const active =
    state.activeId === undefined ? undefined : state.conversations.find((c) => String(c.sender) === state.activeId);
  const select = useCallback((conversation: Conversation) => chatStore.open(conversation.sender), []);
  const reveal = useCallback((message: ChatMessage) => void chatStore.reveal(message.id), []);
  const send = useCallback((content: string, format: MessageFormat) => chatStore.send(content, format), []);

  const showList = !narrow || !active;
  const showConversation = !narrow || !!active;
  const name = active ? active.senderName || String(active.sender) : '';

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        maxHeight: '100%',
        overflow: 'hidden',
        width: '100%',
        bgcolor: 'background.paper',
      }}
      data-testid="chat-window"
    >
      <ConnectionBanner connection={connection} onRetry={retryChat} />
      <Box sx={{ display: 'flex', flex: '1 1 auto', minHeight: 0 }}>
        {showList && (
          <Box
            sx={{ width: narrow ? '100%' : 280, flexShrink: 0, borderRight: narrow ? 0 : 1, borderColor: 'divider' }}
          >
            <ConversationList
              conversations={conversations}
              total={state.conversations.length}
              activeId={state.activeId}
              search={search}
              onSearch={setSearch}
              onSelect={select}
            />
          </Box>
        )}
        {showConversation && (
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                minHeight: 52,
              }}
            >
              {narrow && active && (
                <IconButton aria-label={translate('chat.back')} onClick={() => chatStore.open(undefined)} edge="start">
                  <ArrowBackIcon />
                </IconButton>
              )}
              {active && (
                <Avatar src={mediaSrc(active.senderAvatar)} alt={name} sx={{ width: 28, height: 28, fontSize: 13 }}>
                  {name.slice(0, 1)}
                </Avatar>
              )}
              <Typography variant="subtitle1" noWrap sx={{ flex: 1, minWidth: 0 }} data-testid="chat-peer-name">
                {active ? name : translate('chat.title')}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                color={connection.state === 'open' ? 'success' : connection.state === 'offline' ? 'warning' : 'default'}
                label={translate(`chat.connection.${connection.state}`)}
                data-testid="chat-connection"
              />
              {onClose && (
                <IconButton aria-label={translate('chat.close')} onClick={onClose} edge="end">
                  <CloseIcon />
                </IconButton>
              )}
            </Box>
            {active ? (
              <MessageHistory
                conversationKey={String(active.sender)}
                messages={active.messages}
                revealing={state.revealing}
                onReveal={reveal}
              />
            ) : (
              <HistoryPlaceholder text={translate('chat.selectConversation')} />
            )}
            <Composer
              key={active ? String(active.sender) : 'none'}
              disabled={!active}
              onSend={send}
              variant={variant}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}
