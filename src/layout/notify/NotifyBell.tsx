import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
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
  Popover,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { HeaderIconButton } from '../header/HeaderIconButton';
import { mediaSrc } from '../../dataProvider/urlPolicy';
import { enumLabelKey } from '../../resources/ui/labels';
import {
  fetchTodos,
  fetchUnreadConversations,
  messagePreview,
  pickString,
  todoKey,
  todoSources,
  unreadTotal,
} from './notifyData';

type TabKey = 'notice' | 'message' | 'todo';
const TABS: readonly TabKey[] = ['notice', 'message', 'todo'];
const REFRESH_MS = 60_000;

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

/** Bell with the total badge (max 99, hidden at 0) and a 350 px popover: 通知 / 消息 / 待办. */
export function NotifyBell() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [tab, setTab] = useState<TabKey>('message');

  const messages = useQuery({
    queryKey: ['shell', 'notify', 'unread'],
    queryFn: ({ signal }) => fetchUnreadConversations(signal),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  const dataProvider = useDataProvider();
  const todoQueries = useQueries({
    queries: todoSources.map((source) => ({
      queryKey: todoKey(source),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchTodos(dataProvider, source, signal),
      refetchInterval: REFRESH_MS,
      retry: false,
    })),
  });
  const todos = {
    isPending: todoQueries.some((query) => query.isPending),
    isError: todoQueries.some((query) => query.isError),
    refetch: () => Promise.all(todoQueries.map((query) => query.refetch())),
  };
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
  const todoTotal = todoQueries.reduce((sum, query) => sum + (query.data?.total ?? 0), 0);
  const counts: Record<TabKey, number> = {
    notice: 0,
    message: messages.data ? unreadTotal(messages.data) : 0,
    todo: todoTotal,
  };
  const total = counts.notice + counts.message + counts.todo;
  const history: Record<TabKey, string> = {
    notice: '/dashboard',
    message: '/chatPlus',
    todo: todoSources[0]?.schema.routes.list ?? '/dashboard',
  };
  const stateOf = (query: { isPending: boolean; isError: boolean }) =>
    query.isPending ? 'loading' : query.isError ? 'error' : 'ready';

  const open = (to: string) => {
    setAnchor(null);
    navigate(to);
  };

  return (
    <>
      <HeaderIconButton
        // The accessible name holds the badge's visible count as a word of its own (WCAG 2.5.3).
        label={
          total > 0
            ? `${translate('shell.header.notify')} ${translate('shell.notify.unreadCount', { count: total > 99 ? '99+' : total })}`
            : translate('shell.header.notify')
        }
        onClick={(event) => {
          setAnchor(event.currentTarget);
          void messages.refetch();
          void todos.refetch();
        }}
        data-testid="notify-bell"
      >
        <Badge badgeContent={total} max={99} color="error" invisible={total === 0} data-testid="notify-badge">
          <NotificationsNoneOutlined />
        </Badge>
      </HeaderIconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 350, maxWidth: 'calc(100vw - 16px)' }, 'data-testid': 'notify-popover' } as object,
        }}
      >
        <Tabs
          value={tab}
          onChange={(_, value: TabKey) => setTab(value)}
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
      </Popover>
    </>
  );
}
