import { useTranslate } from 'react-admin';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { isMasked, safeHttpUrl } from './format';
import { lastActivity, unreadCount } from './store';
import type { ChatMessage, Conversation } from './types';

/** Spec §3 "Chat window": the chat list is 496px high. */
export const CONVERSATION_LIST_HEIGHT = 496;

export interface ConversationListProps {
  conversations: Conversation[];
  total: number;
  activeId?: string;
  search: string;
  onSearch: (value: string) => void;
  onSelect: (conversation: Conversation) => void;
}

function preview(message: ChatMessage | undefined, translate: (key: string) => string): string {
  if (!message) return '';
  if (message.format === 'image') return translate('chat.image');
  if (message.format === 'word') return translate('chat.document');
  return isMasked(message.messageContent) ? message.messageContent : message.messageContent.replace(/\s+/g, ' ');
}

export function ConversationList({
  conversations,
  total,
  activeId,
  search,
  onSearch,
  onSelect,
}: ConversationListProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: CONVERSATION_LIST_HEIGHT, minWidth: 0 }}>
      <Box sx={{ p: 1 }}>
        <TextField
          size="small"
          fullWidth
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={translate('chat.searchPlaceholder')}
          slotProps={{
            htmlInput: { 'aria-label': translate('chat.searchPlaceholder'), 'data-testid': 'chat-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <List dense disablePadding aria-label={translate('chat.conversations')} sx={{ flex: 1, overflowY: 'auto' }}>
        {conversations.map((conversation) => {
          const name = conversation.senderName || String(conversation.sender);
          const unread = unreadCount(conversation);
          const last = conversation.messages[conversation.messages.length - 1];
          return (
            <ListItemButton
              key={String(conversation.sender)}
              selected={String(conversation.sender) === activeId}
              onClick={() => onSelect(conversation)}
              data-testid="chat-conversation"
              aria-label={name}
            >
              <ListItemAvatar sx={{ minWidth: 48 }}>
                <Badge color="error" badgeContent={unread} max={99} overlap="circular">
                  <Avatar src={safeHttpUrl(conversation.senderAvatar)} alt={name}>
                    {name.slice(0, 1)}
                  </Avatar>
                </Badge>
              </ListItemAvatar>
              <ListItemText
                primary={
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="body2" noWrap sx={{ fontWeight: unread ? 600 : 400 }}>
                      {name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap sx={{ flexShrink: 0 }}>
                      {lastActivity(conversation).slice(5, 16)}
                    </Typography>
                  </Box>
                }
                secondary={preview(last, translate)}
                slotProps={{ secondary: { noWrap: true } }}
              />
            </ListItemButton>
          );
        })}
        {conversations.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {translate(total === 0 ? 'chat.noConversations' : 'chat.noMatch')}
          </Typography>
        )}
      </List>
    </Box>
  );
}
