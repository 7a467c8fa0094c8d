/** The dashboard's order charts (src/pages/dashboard/); the cards' messages are in shell.ts. */
export default {
  pages: {
    dashboard: {
      charts: {
        trendTitle: '近 %{days} 天订单趋势',
        trendSummary: '近 %{days} 天共 %{total} 单，单日最多 %{max} 单（%{day}）',
        trendEmpty: '近 %{days} 天暂无订单',
        statusTitle: '各状态订单数',
        statusSummary: '共 %{total} 单：%{parts}',
        day: '日期',
        status: '订单状态',
        orders: '订单数',
        count: '%{count} 单',
        loadError: '图表数据加载失败',
      },
    },
  },
};
