import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { Badge, Popover } from '@mui/material';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { HeaderIconButton } from '../header/HeaderIconButton';
import { onDemand, OnDemandFallback, useOnDemand } from '../../resources/ui/onDemand';
import {
  fetchTodos,
  todoKey,
  todoSources,
  unreadConversationsQuery,
  unreadTotal,
  withUnreadMessages,
} from './notifyData';
import type { TabKey } from './NotifyPanel';

const REFRESH_MS = 60_000;

// The popover's tabs and cards load on the first opening (docs/decisions/320-panels-load-on-open.md).
const notifyPanel = onDemand(() => import('./NotifyPanel').then((module) => module.default));

/**
 * Bell with the total badge (max 99, hidden at 0) and a 350 px popover: 通知 / 消息 / 待办. The
 * counts are read here (the badge is on screen from the start); the popover's content is
 * ./NotifyPanel.tsx.
 */
export function NotifyBell() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [tab, setTab] = useState<TabKey>('message');
  const panel = useOnDemand(notifyPanel, Boolean(anchor));

  const messages = useQuery({
    ...unreadConversationsQuery(),
    select: withUnreadMessages,
    refetchInterval: REFRESH_MS,
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
  const todoTotal = todoQueries.reduce((sum, query) => sum + (query.data?.total ?? 0), 0);
  const counts: Record<TabKey, number> = {
    notice: 0,
    message: messages.data ? unreadTotal(messages.data) : 0,
    todo: todoTotal,
  };
  const total = counts.notice + counts.message + counts.todo;

  const open = (to: string) => {
    setAnchor(null);
    navigate(to);
  };
  const Panel = panel.module;

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
        {Panel ? (
          <Panel
            tab={tab}
            onTab={setTab}
            messages={messages}
            todoQueries={todoQueries}
            todos={todos}
            counts={counts}
            open={open}
          />
        ) : (
          <OnDemandFallback error={panel.error} onRetry={panel.retry} />
        )}
      </Popover>
    </>
  );
}
