import ArrowForward from '@mui/icons-material/ArrowForward';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  LinearProgress,
  Skeleton,
  Typography,
} from '@mui/material';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { getUserRecord } from '../authProvider/userRecord';
import { fetchCustomersTotal, fetchGoodsTotal, fetchOrdersWithStatus, ORDER_STATUSES } from './dashboardData';

const STATUS_COLORS = ['#e6a23c', '#f56c6c', '#409eff', '#67c23a', '#909399'] as const;

function Figure({ query, unit }: { query: UseQueryResult<number>; unit: string }) {
  const translate = useTranslate();
  if (query.isPending) return <Skeleton variant="text" width={90} sx={{ fontSize: 34 }} data-state="loading" />;
  if (query.isError)
    return (
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'error.main', minHeight: 51 }}
        data-state="error"
      >
        <ErrorOutline fontSize="small" />
        <Typography variant="body2">{translate('pages.dashboard.loadError')}</Typography>
        <Button
          size="small"
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            void query.refetch();
          }}
        >
          {translate('pages.dashboard.retry')}
        </Button>
      </Box>
    );
  return (
    <Typography component="p" sx={{ fontSize: 34, fontWeight: 700, lineHeight: 1.5 }} data-state="ready">
      {query.data.toLocaleString()}
      {unit && (
        <Typography component="span" sx={{ fontSize: 14, fontWeight: 400, ml: 0.5, color: 'text.secondary' }}>
          {unit}
        </Typography>
      )}
    </Typography>
  );
}

function StatCard({
  title,
  icon: Icon,
  color,
  to,
  children,
  testId,
}: {
  title: string;
  icon: ComponentType<{ sx?: object }>;
  color: string;
  to: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2, height: '100%' }} data-testid={testId}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            sx={{
              width: 52,
              height: 52,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: `${color}1f`,
              color,
              flexShrink: 0,
            }}
          >
            <Icon sx={{ fontSize: 28 }} />
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography color="text.secondary" sx={{ fontSize: 14 }}>
              {title}
            </Typography>
            {children}
          </Box>
          <ArrowForward fontSize="small" sx={{ color: 'text.disabled' }} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** 首页: real figures from the API; every card has its own loading and error state. */
export function Dashboard() {
  const translate = useTranslate();
  const user = getUserRecord();
  const goods = useQuery({
    queryKey: ['dashboard', 'goods'],
    queryFn: ({ signal }) => fetchGoodsTotal(signal),
    retry: false,
  });
  const customers = useQuery({
    queryKey: ['dashboard', 'customers'],
    queryFn: ({ signal }) => fetchCustomersTotal(signal),
    retry: false,
  });
  const orders = useQueries({
    queries: ORDER_STATUSES.map((status) => ({
      queryKey: ['dashboard', 'orders', status],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchOrdersWithStatus(status, signal),
      retry: false,
    })),
  });
  const ordersReady = orders.every((query) => query.isSuccess);
  const ordersError = orders.some((query) => query.isError);
  const orderTotal = ordersReady ? orders.reduce((sum, query) => sum + (query.data ?? 0), 0) : 0;
  const totalQuery = {
    isPending: orders.some((query) => query.isPending) && !ordersError,
    isError: ordersError,
    data: orderTotal,
    refetch: () => Promise.all(orders.filter((query) => query.isError).map((query) => query.refetch())),
  } as unknown as UseQueryResult<number>; // a combined view of the five status queries
  const pending = orders[1];

  return (
    <Box data-testid="dashboard" sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, maxWidth: 1400 }}>
      <Card
        variant="outlined"
        sx={{ borderRadius: 2, background: 'linear-gradient(120deg, rgba(64,158,255,0.16), rgba(64,158,255,0.02))' }}
      >
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1, minWidth: 220 }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {user?.company
                ? translate('pages.dashboard.welcome', { name: user.company })
                : translate('pages.dashboard.welcomeAnonymous')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {translate('pages.dashboard.subtitle')}
            </Typography>
          </Box>
          {pending.isSuccess && (
            <Alert
              severity={pending.data > 0 ? 'warning' : 'success'}
              action={
                pending.data > 0 ? (
                  <Button component={Link} to="/orderManage" color="inherit" size="small">
                    {translate('pages.dashboard.viewAll')}
                  </Button>
                ) : undefined
              }
            >
              {pending.data > 0
                ? translate('pages.dashboard.todoHint', { count: pending.data })
                : translate('pages.dashboard.noTodo')}
            </Alert>
          )}
        </CardContent>
      </Card>

      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
      >
        <StatCard
          title={translate('pages.dashboard.goodsTotal')}
          icon={Inventory2Outlined}
          color="#409eff"
          to="/goodsManage"
          testId="card-goods"
        >
          <Figure query={goods} unit={translate('pages.dashboard.unit.goods')} />
        </StatCard>
        <StatCard
          title={translate('pages.dashboard.customersTotal')}
          icon={PeopleAltOutlined}
          color="#67c23a"
          to="/customerManage"
          testId="card-customers"
        >
          <Figure query={customers} unit={translate('pages.dashboard.unit.customers')} />
        </StatCard>
        <StatCard
          title={translate('pages.dashboard.ordersTotal')}
          icon={ReceiptLongOutlined}
          color="#e6a23c"
          to="/orderManage"
          testId="card-orders"
        >
          <Figure query={totalQuery} unit={translate('pages.dashboard.unit.orders')} />
        </StatCard>
      </Box>

      <Card variant="outlined" sx={{ borderRadius: 2 }} data-testid="card-order-status">
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
            <Typography component="h2" variant="h6" sx={{ flex: 1, fontSize: 16, fontWeight: 600 }}>
              {translate('pages.dashboard.ordersTitle')}
            </Typography>
            <Button component={Link} to="/orderManage" size="small" endIcon={<ArrowForward />}>
              {translate('pages.dashboard.viewAll')}
            </Button>
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
            }}
          >
            {ORDER_STATUSES.map((status, index) => {
              const query = orders[index];
              const share = ordersReady && orderTotal > 0 ? ((query.data ?? 0) / orderTotal) * 100 : 0;
              return (
                <Box
                  key={status}
                  data-testid={`order-status-${status}`}
                  component={Link}
                  to="/orderManage"
                  sx={{
                    p: 1.5,
                    borderRadius: 1.5,
                    border: 1,
                    borderColor: 'divider',
                    textDecoration: 'none',
                    color: 'inherit',
                    '&:hover': { borderColor: STATUS_COLORS[index] },
                  }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: STATUS_COLORS[index] }} />
                    <Typography color="text.secondary" sx={{ fontSize: 14 }}>
                      {translate(`pages.dashboard.orderStatus.${status}`)}
                    </Typography>
                  </Box>
                  <Figure query={query as UseQueryResult<number>} unit={translate('pages.dashboard.unit.orders')} />
                  <LinearProgress
                    variant="determinate"
                    value={share}
                    sx={{
                      height: 6,
                      borderRadius: 3,
                      bgcolor: 'action.hover',
                      '& .MuiLinearProgress-bar': { bgcolor: STATUS_COLORS[index] },
                    }}
                  />
                </Box>
              );
            })}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
