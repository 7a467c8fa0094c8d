import { Box, Skeleton } from '@mui/material';

/** Height of a chart's drawing area. */
export const CHART_HEIGHT = 260;

export const chartsGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } } as const;

/** What the charts' place shows until their chunk is loaded (kept out of that chunk). */
export function ChartsSkeleton() {
  return (
    <Box sx={chartsGrid} data-testid="order-charts-loading" aria-hidden="true">
      <Skeleton variant="rounded" height={CHART_HEIGHT + 80} />
      <Skeleton variant="rounded" height={CHART_HEIGHT + 80} />
    </Box>
  );
}
