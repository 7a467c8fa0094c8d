/** The dashboard's order charts (src/pages/dashboard/); the cards' messages are in shell.ts. */
export default {
  pages: {
    dashboard: {
      charts: {
        trendTitle: 'Orders in the last %{days} days',
        trendSummary: '%{total} orders in the last %{days} days, at most %{max} on one day (%{day})',
        trendEmpty: 'No orders in the last %{days} days',
        statusTitle: 'Orders by status',
        statusSummary: '%{total} orders: %{parts}',
        day: 'Date',
        status: 'Order status',
        orders: 'Orders',
        count: '%{count} orders',
        loadError: 'Could not load the chart data',
      },
    },
  },
};
