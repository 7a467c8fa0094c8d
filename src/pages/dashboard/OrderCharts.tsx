import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { peakDay, shortDay, TREND_DAYS } from './orderStats';
import type { StatusCountsState, TrendState } from '../dashboardData';
import { CHART_HEIGHT, chartsGrid } from './ChartsSkeleton';
import '../../../i18n/parts/dashboard';
import '../../../i18n/parts/shellPanels';

/**
 * The dashboard's order charts (issue 13), a lazy chunk with @mui/x-charts: orders per day over
 * the last 30 days, and orders per status. Each chart has a heading, a one-line summary that
 * names it for screen readers, and the same figures as a visually hidden table; the drawing
 * itself is hidden from them and takes no focus (no keyboard navigation inside it). Loading shows a skeleton, a failure 重试.
 */

/** Draws the figures of the dashboard's aggregate (src/pages/dashboardData.ts): no reads of its own. */
export default function OrderCharts({ trend, counts }: { trend: TrendState | null; counts: StatusCountsState | null }) {
  return (
    <Box sx={chartsGrid} data-testid="order-charts">
      <TrendChart trend={trend} />
      <StatusChart counts={counts} />
    </Box>
  );
}

function ChartCard({
  id,
  title,
  summary,
  state,
  onRetry,
  table,
  children,
}: {
  id: string;
  title: string;
  summary?: string;
  state: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  table?: ReactNode;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card
      variant="outlined"
      sx={{ borderRadius: 2, minWidth: 0 }}
      data-testid={id}
      data-state={state}
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={summary ? `${id}-summary` : undefined}
    >
      <CardContent>
        <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ fontSize: 16, fontWeight: 600 }}>
          {title}
        </Typography>
        {state === 'loading' && (
          <Box aria-busy="true">
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="rounded" height={CHART_HEIGHT} aria-label={translate('ra.page.loading')} />
          </Box>
        )}
        {state === 'error' && (
          <Alert
            severity="error"
            sx={{ mt: 1.5 }}
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {translate('pages.dashboard.retry')}
              </Button>
            }
          >
            {translate('pages.dashboard.charts.loadError')}
          </Alert>
        )}
        {state === 'ready' && (
          <>
            <Typography id={`${id}-summary`} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {summary}
            </Typography>
            <Box aria-hidden="true" sx={{ height: CHART_HEIGHT }}>
              {children}
            </Box>
            {table}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The figures as a table for screen readers (the drawing is hidden from them). */
function HiddenTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string];
  rows: Array<[string, number]>;
}) {
  return (
    <Box component="table" sx={visuallyHidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, count]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{count}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function TrendChart({ trend }: { trend: TrendState | null }) {
  const translate = useTranslate();
  if (!trend) return null;
  const title = translate('pages.dashboard.charts.trendTitle', { days: TREND_DAYS });
  const data = trend.data;
  const state = trend.isPending ? 'loading' : trend.isError || !data ? 'error' : 'ready';
  const peak = data ? peakDay(data.buckets) : undefined;
  const summary = !data
    ? undefined
    : [
        peak
          ? translate('pages.dashboard.charts.trendSummary', {
              days: TREND_DAYS,
              total: data.total,
              max: peak.count,
              day: peak.day,
            })
          : translate('pages.dashboard.charts.trendEmpty', { days: TREND_DAYS }),
      ].join('；');
  return (
    <ChartCard
      id="chart-order-trend"
      title={title}
      summary={summary}
      state={state}
      onRetry={() => void trend.refetch()}
      table={
        data && (
          <HiddenTable
            caption={title}
            head={[translate('pages.dashboard.charts.day'), translate('pages.dashboard.charts.orders')]}
            rows={data.buckets.map((b) => [b.day, b.count])}
          />
        )
      }
    >
      {data && (
        <BarChart
          height={CHART_HEIGHT}
          skipAnimation
          disableKeyboardNavigation
          hideLegend
          margin={{ left: 0, right: 16, top: 16, bottom: 0 }}
          xAxis={[
            {
              scaleType: 'band',
              data: data.buckets.map((b) => shortDay(b.day)),
              tickInterval: (_value, index) => index % 5 === 4 || index === 0,
              tickLabelStyle: { fontSize: 12 },
            },
          ]}
          yAxis={[{ tickMinStep: 1, min: 0, width: 36, tickLabelStyle: { fontSize: 12 } }]}
          series={[
            {
              data: data.buckets.map((b) => b.count),
              label: translate('pages.dashboard.charts.orders'),
              color: '#409eff',
              valueFormatter: (v) => translate('pages.dashboard.charts.count', { count: v ?? 0 }),
            },
          ]}
          grid={{ horizontal: true }}
        />
      )}
    </ChartCard>
  );
}

function StatusChart({ counts }: { counts: StatusCountsState | null }) {
  const translate = useTranslate();
  if (!counts) return null;
  const title = translate('pages.dashboard.charts.statusTitle');
  const data = counts.data;
  const state = data ? 'ready' : counts.isError ? 'error' : 'loading';
  const total = data?.reduce((sum, s) => sum + s.count, 0) ?? 0;
  const summary =
    data &&
    translate('pages.dashboard.charts.statusSummary', {
      total,
      parts: data.map((s) => `${s.label} ${s.count}`).join('，'),
    });
  return (
    <ChartCard
      id="chart-order-status"
      title={title}
      summary={summary}
      state={state}
      onRetry={counts.refetch}
      table={
        data && (
          <HiddenTable
            caption={title}
            head={[translate('pages.dashboard.charts.status'), translate('pages.dashboard.charts.orders')]}
            rows={data.map((s) => [s.label, s.count])}
          />
        )
      }
    >
      {data && (
        <BarChart
          height={CHART_HEIGHT}
          skipAnimation
          disableKeyboardNavigation
          hideLegend
          layout="horizontal"
          margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
          yAxis={[
            {
              scaleType: 'band',
              data: data.map((s) => s.label),
              width: 64,
              tickLabelStyle: { fontSize: 13 },
              colorMap: { type: 'ordinal', values: data.map((s) => s.label), colors: data.map((s) => s.color) },
            },
          ]}
          xAxis={[{ tickMinStep: 1, min: 0, tickLabelStyle: { fontSize: 12 } }]}
          series={[
            {
              data: data.map((s) => s.count),
              label: translate('pages.dashboard.charts.orders'),
              valueFormatter: (v) => translate('pages.dashboard.charts.count', { count: v ?? 0 }),
            },
          ]}
          grid={{ vertical: true }}
        />
      )}
    </ChartCard>
  );
}
