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
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyInPlace } from '../resources/ui/lazyPlaces';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { getUserRecord } from '../authProvider/userRecord';
import { enumLabelKey } from '../resources/ui/labels';
import { ChartsSkeleton } from './dashboard/ChartsSkeleton';
import {
  STATUS_ACCENTS as ACCENTS,
  filteredListUrl,
  ordersStatus,
  statusKey,
  useDashboardFigures,
  type Total,
} from './dashboardData';
import '../../i18n/parts/shellPanels';

// The charts library is a chunk of its own, asked for once the figures are shown (below), so the
// dashboard's first figures never wait for it (docs/performance.md, start-up JS).
const OrderCharts = lazyInPlace(() => import('./dashboard/OrderCharts'));

function Figure({ query, unit }: { query: Total; unit: string }) {
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
      {(query.data ?? 0).toLocaleString()}
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

/** One status of the order schema: its total, its share of all orders, a link to the list filtered by it. */
function StatusCard({ value, color, query, all }: { value: string | number; color: string; query: Total; all: Total }) {
  const translate = useTranslate();
  const { schema, field } = ordersStatus()!;
  const share = all.data && query.data !== undefined ? (query.data / all.data) * 100 : 0;
  return (
    <Box
      data-testid={`order-status-${value}`}
      component={Link}
      to={filteredListUrl(schema, { [field.key]: value })}
      sx={{
        p: 1.5,
        borderRadius: 1.5,
        border: 1,
        borderColor: 'divider',
        textDecoration: 'none',
        color: 'inherit',
        '&:hover': { borderColor: color },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: color }} />
        <Typography color="text.secondary" sx={{ fontSize: 14 }}>
          {translate(enumLabelKey(schema, field, value), { _: String(value) })}
        </Typography>
      </Box>
      <Figure query={query} unit={translate('pages.dashboard.unit.orders')} />
      {/* Drawn only once both figures are known: no empty bar while loading or after an error. */}
      {query.isSuccess && all.isSuccess && (
        <LinearProgress
          variant="determinate"
          value={share}
          aria-label={translate(enumLabelKey(schema, field, value), { _: String(value) })}
          sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', '& .MuiLinearProgress-bar': { bgcolor: color } }}
        />
      )}
    </Box>
  );
}

/** The hint of records waiting for the user (the order schema's `todo`), linking to them. */
function TodoHint({ pending }: { pending: Total }) {
  const translate = useTranslate();
  const { schema } = ordersStatus()!;
  const filter = schema.todo?.filter ?? {};
  if (!schema.todo || !pending.isSuccess) return null;
  const count = pending.data ?? 0;
  return (
    <Alert
      severity={count > 0 ? 'warning' : 'success'}
      action={
        count > 0 ? (
          <Button component={Link} to={filteredListUrl(schema, filter)} color="inherit" size="small">
            {translate('pages.dashboard.viewAll')}
          </Button>
        ) : undefined
      }
    >
      {count > 0 ? translate('pages.dashboard.todoHint', { count }) : translate('pages.dashboard.noTodo')}
    </Alert>
  );
}

/** 首页: real figures read through the dataProvider; every card has its own loading and error state. */
export function Dashboard() {
  const translate = useTranslate();
  const user = getUserRecord();
  const figures = useDashboardFigures();
  const goods = figures.total('goods');
  const customers = figures.total('customers');
  const status = ordersStatus();
  const orders = figures.total('orders');
  const ordersList = status?.schema.routes.list ?? '/orderManage';

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
          {status && <TodoHint pending={figures.total('todo')} />}
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
          to={ordersList}
          testId="card-orders"
        >
          <Figure query={orders} unit={translate('pages.dashboard.unit.orders')} />
        </StatCard>
      </Box>

      {status && (
        <Card variant="outlined" sx={{ borderRadius: 2 }} data-testid="card-order-status">
          <CardContent>
            <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
              <Typography component="h2" variant="h6" sx={{ flex: 1, fontSize: 16, fontWeight: 600 }}>
                {translate('pages.dashboard.ordersTitle')}
              </Typography>
              <Button component={Link} to={ordersList} size="small" endIcon={<ArrowForward />}>
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
              {(status.field.options ?? []).map((option) => (
                <StatusCard
                  key={option.value}
                  value={option.value}
                  color={ACCENTS[option.color ?? 'default']}
                  query={figures.total(statusKey(option.value))}
                  all={orders}
                />
              ))}
            </Box>
          </CardContent>
        </Card>
      )}

      {status &&
        (orders.isPending ? (
          <ChartsSkeleton />
        ) : (
          <Suspense fallback={<ChartsSkeleton />}>
            <OrderCharts trend={figures.trend} counts={figures.statusCounts} />
          </Suspense>
        ))}
    </Box>
  );
}
