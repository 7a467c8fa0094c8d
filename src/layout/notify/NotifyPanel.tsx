import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { mediaSrc } from '../../dataProvider/urlPolicy';
import { enumLabelKey } from '../../resources/ui/labels';
import { messagePreview, pickString, todoSources, type UnreadConversation } from './notifyData';
import '../../../i18n/parts/shellPanels';

export type TabKey = 'notice' | 'message' | 'todo';
const TABS: readonly TabKey[] = ['notice', 'message', 'todo'];

/** What a query gives the panel: its data and state (the bell owns the queries, for its badge). */
export interface PanelQuery<T> {
  data?: T;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface NotifyPanelProps {
  tab: TabKey;
  onTab: (tab: TabKey) => void;
  messages: PanelQuery<UnreadConversation[]>;
  /** One query per source of `todoSources`, in that order. */
  todoQueries: ReadonlyArray<PanelQuery<{ data: RaRecord[]; total: number }>>;
  todos: PanelQuery<unknown>;
  counts: Record<TabKey, number>;
  open: (to: string) => void;
}

interface Card {
  key: string;
  title: string;
  description?: string;
  time?: string;
  tag?: string;
  avatar?: string;
  to: string;
}

function TabPanel({
  state,
  cards,
  emptyLabel,
  onRetry,
  onOpen,
}: {
  state: 'loading' | 'error' | 'ready';
  cards: Card[];
  emptyLabel: string;
  onRetry: () => void;
  onOpen: (card: Card) => void;
}) {
  const translate = useTranslate();
  let body: ReactNode;
  if (state === 'loading') {
    body = (
      <Box
        sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1, py: 5, color: 'text.secondary' }}
      >
        <CircularProgress size={18} /> {translate('shell.notify.loading')}
      </Box>
    );
  } else if (state === 'error') {
    body = (
      <Alert
        severity="warning"
        sx={{ m: 1.5 }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('shell.notify.retry')}
          </Button>
        }
      >
        {translate('shell.notify.loadError')}
      </Alert>
    );
  } else if (cards.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 5 }} data-testid="notify-empty">
        {emptyLabel}
      </Typography>
    );
  } else {
    body = (
      <List disablePadding>
        {cards.map((card) => (
          // A list holds list items only (axe `list`): the card's button sits inside its <li>.
          <ListItem key={card.key} disablePadding sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <ListItemButton onClick={() => onOpen(card)} alignItems="flex-start">
              <ListItemAvatar sx={{ minWidth: 48 }}>
                <Avatar src={card.avatar} alt="" sx={{ width: 36, height: 36 }}>
                  {card.title.slice(0, 1)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Typography component="span" noWrap sx={{ fontSize: 14, fontWeight: 600, flex: 1 }}>
                      {card.title}
                    </Typography>
                    {card.tag && <Chip size="small" color="warning" variant="outlined" label={card.tag} />}
                  </Box>
                }
                secondary={
                  <>
                    {card.description && (
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{ display: 'block', color: 'text.secondary', wordBreak: 'break-all' }}
                      >
                        {card.description}
                      </Typography>
                    )}
                    {card.time && (
                      // text.secondary, not text.disabled: a time is read, and disabled grey is 2.3:1 on white.
                      <Typography
                        component="span"
                        variant="caption"
                        sx={{ display: 'block', mt: 0.25, color: 'text.secondary' }}
                      >
                        {card.time}
                      </Typography>
                    )}
                  </>
                }
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  }
  return <Box sx={{ maxHeight: 400, overflowY: 'auto' }}>{body}</Box>;
}

/**
 * The bell's popover content (通知 / 消息 / 待办), loaded on the first opening of the popover
 * (docs/decisions/320-panels-load-on-open.md); the bell and its badge stay in ./NotifyBell.tsx.
 */
export default function NotifyPanel({ tab, onTab, messages, todoQueries, todos, counts, open }: NotifyPanelProps) {
  const translate = useTranslate();
  const messageCards: Card[] = (messages.data ?? []).map((conversation) => {
    const last = conversation.messages[conversation.messages.length - 1];
    return {
      key: `m-${conversation.sender}`,
      title: conversation.senderName || translate('shell.notify.customer'),
      description:
        messagePreview(last) || translate('shell.notify.unreadCount', { count: conversation.messages.length }),
      time: pickString(last, ['createTime', 'sendTime', 'time']),
      tag: translate('shell.notify.unreadCount', { count: conversation.messages.length }),
      avatar: mediaSrc(conversation.senderAvatar),
      to: '/chatPlus',
    };
  });
  // A waiting record: named by its label, tagged with the state it waits in, opening its details.
  const todoCards: Card[] = todoSources.flatMap(({ schema, filter }, sourceIndex) =>
    (todoQueries[sourceIndex]?.data?.data ?? []).map((record) => {
      const label = String(record[schema.recordLabel ?? 'id'] ?? record.id);
      const [key, value] = Object.entries(filter)[0] ?? [];
      const field = key === undefined ? undefined : schema.field(key);
      const id = encodeURIComponent(String(record.id));
      return {
        key: `${schema.name}-${String(record.id)}`,
        title: translate(`resources.${schema.name}.todo.title`, { label }),
        description: translate(`resources.${schema.name}.todo.description`),
        time: pickString(record, ['payTime', 'createTime', 'updateTime']),
        tag: field ? translate(enumLabelKey(schema, field, value), { _: String(value) }) : undefined,
        to: schema.routes.show ? `${schema.routes.show}?id=${id}` : schema.routes.list,
      };
    }),
  );
  const history: Record<TabKey, string> = {
    notice: '/dashboard',
    message: '/chatPlus',
    todo: todoSources[0]?.schema.routes.list ?? '/dashboard',
  };
  const stateOf = (query: { isPending: boolean; isError: boolean }) =>
    query.isPending ? 'loading' : query.isError ? 'error' : 'ready';
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, value: TabKey) => onTab(value)}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            data-testid={`notify-tab-${key}`}
            label={
              <Badge
                badgeContent={counts[key]}
                max={99}
                color="error"
                invisible={counts[key] === 0}
                sx={{ '& .MuiBadge-badge': { right: -12 } }}
              >
                {translate(`shell.notify.tabs.${key}`)}
              </Badge>
            }
          />
        ))}
      </Tabs>
      {tab === 'notice' && (
        <TabPanel
          state="ready"
          cards={[]}
          emptyLabel={translate('shell.notify.noticeEmpty')}
          onRetry={() => undefined}
          onOpen={(card) => open(card.to)}
        />
      )}
      {tab === 'message' && (
        <TabPanel
          state={stateOf(messages)}
          cards={messageCards}
          emptyLabel={translate('shell.notify.empty', { tab: translate('shell.notify.tabs.message') })}
          onRetry={() => void messages.refetch()}
          onOpen={(card) => open(card.to)}
        />
      )}
      {tab === 'todo' && (
        <TabPanel
          state={stateOf(todos)}
          cards={todoCards}
          emptyLabel={translate('shell.notify.empty', { tab: translate('shell.notify.tabs.todo') })}
          onRetry={() => void todos.refetch()}
          onOpen={(card) => open(card.to)}
        />
      )}
      {tab !== 'notice' && (
        <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1, textAlign: 'center' }}>
          <Button size="small" onClick={() => open(history[tab])}>
            {translate('shell.notify.history', { tab: translate(`shell.notify.tabs.${tab}`) })}
          </Button>
        </Box>
      )}
    </>
  );
}
