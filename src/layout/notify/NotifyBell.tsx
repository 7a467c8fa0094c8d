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
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Popover,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { HeaderIconButton } from '../header/HeaderIconButton';
import { safeHttpUrl } from '../safeUrl';
import {
  fetchOrdersAwaitingDelivery,
  fetchUnreadConversations,
  messagePreview,
  pickString,
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
          <ListItemButton
            key={card.key}
            onClick={() => onOpen(card)}
            alignItems="flex-start"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
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
                    <Typography component="span" variant="caption" sx={{ color: 'text.disabled' }}>
                      {card.time}
                    </Typography>
                  )}
                </>
              }
            />
          </ListItemButton>
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
  const todos = useQuery({
    queryKey: ['shell', 'notify', 'todo'],
    queryFn: ({ signal }) => fetchOrdersAwaitingDelivery(signal),
    refetchInterval: REFRESH_MS,
    retry: false,
  });

  const messageCards: Card[] = (messages.data ?? []).map((conversation) => {
    const last = conversation.messages[conversation.messages.length - 1];
    return {
      key: `m-${conversation.sender}`,
      title: conversation.senderName || translate('shell.notify.customer'),
      description:
        messagePreview(last) || translate('shell.notify.unreadCount', { count: conversation.messages.length }),
      time: pickString(last, ['createTime', 'sendTime', 'time']),
      tag: translate('shell.notify.unreadCount', { count: conversation.messages.length }),
      avatar: safeHttpUrl(conversation.senderAvatar),
      to: '/chatPlus',
    };
  });
  const todoCards: Card[] = (todos.data?.data ?? []).map((order, index) => {
    const id = pickString(order, ['id']);
    const no = pickString(order, ['orderNo', 'orderSn', 'orderCode', 'id']) ?? String(index + 1);
    return {
      key: `o-${id ?? index}`,
      title: translate('shell.notify.orderTitle', { no }),
      description: translate('shell.notify.orderDescription'),
      time: pickString(order, ['payTime', 'createTime', 'updateTime']),
      tag: translate('shell.notify.waitingDelivery'),
      to: id ? `/orderManage/details?id=${encodeURIComponent(id)}` : '/orderManage',
    };
  });

  const counts: Record<TabKey, number> = {
    notice: 0,
    message: messages.data ? unreadTotal(messages.data) : 0,
    todo: todos.data?.total ?? 0,
  };
  const total = counts.notice + counts.message + counts.todo;
  const history: Record<TabKey, string> = { notice: '/dashboard', message: '/chatPlus', todo: '/orderManage' };
  const stateOf = (query: { isPending: boolean; isError: boolean }) =>
    query.isPending ? 'loading' : query.isError ? 'error' : 'ready';

  const open = (to: string) => {
    setAnchor(null);
    navigate(to);
  };

  return (
    <>
      <HeaderIconButton
        label={translate('shell.header.notify')}
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
