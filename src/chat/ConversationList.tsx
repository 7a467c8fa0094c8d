import { useTranslate } from 'react-admin';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { mediaSrc } from '../dataProvider/urlPolicy';
import { isMasked } from './format';
import { useHeldOrder } from './stableOrder';
import { lastActivity, unreadCount } from './store';
import type { ChatMessage, Conversation } from './types';
import '../../i18n/parts/chat';

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
  // Rows stay where they are under the pointer or the focus; the list re-sorts once both have left.
  const { rows, holding, handlers } = useHeldOrder(conversations);
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
      {/* A list of list items, each holding one button named by what it shows (axe: list,
          label-content-name-mismatch): the contact, the time, the last message, unread count. */}
      <List
        dense
        disablePadding
        aria-label={translate('chat.conversations')}
        sx={{ flex: 1, overflowY: 'auto' }}
        data-testid="chat-conversation-list"
        data-held={holding ? 'true' : undefined}
        {...handlers}
      >
        {rows.map((conversation) => {
          const name = conversation.senderName || String(conversation.sender);
          const unread = unreadCount(conversation);
          const last = conversation.messages[conversation.messages.length - 1];
          return (
            <ListItem key={String(conversation.sender)} disablePadding>
              <ListItemButton
                selected={String(conversation.sender) === activeId}
                aria-current={String(conversation.sender) === activeId ? 'true' : undefined}
                onClick={() => onSelect(conversation)}
                data-testid="chat-conversation"
              >
                {/* Decorative: the button's name starts with the contact (the avatar's initial and the
                  badge would come first); the unread count is said after the name. */}
                <ListItemAvatar sx={{ minWidth: 48 }} aria-hidden>
                  <Badge color="error" badgeContent={unread} max={99} overlap="circular">
                    <Avatar src={mediaSrc(conversation.senderAvatar)} alt={name}>
                      {name.slice(0, 1)}
                    </Avatar>
                  </Badge>
                </ListItemAvatar>
                <ListItemText
                  primary={
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                      <Typography variant="body2" noWrap sx={{ fontWeight: unread ? 600 : 400 }}>
                        {name}
                        {unread > 0 && (
                          <Box
                            component="span"
                            sx={visuallyHidden}
                          >{`，${translate('chat.unread', { count: unread })}`}</Box>
                        )}
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
            </ListItem>
          );
        })}
        {conversations.length === 0 && (
          <ListItem sx={{ justifyContent: 'center' }}>
            <Typography variant="body2" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
              {translate(total === 0 ? 'chat.noConversations' : 'chat.noMatch')}
            </Typography>
          </ListItem>
        )}
      </List>
    </Box>
  );
}
