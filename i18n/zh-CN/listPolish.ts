/**
 * The list's columns at 1280 px, the scroll hint, filter chips, the count on 展开 and 常用筛选
 * (issue 23; src/resources/ui/table, src/resources/ui/search).
 */
export default {
  listPolish: {
    scroll: {
      left: '左侧还有 %{smart_count} 列',
      right: '右侧还有 %{smart_count} 列',
      prev: '向左滚动表格',
      separator: '，',
      next: '向右滚动表格',
    },
    chips: {
      label: '当前筛选条件',
      item: '%{label}：%{value}',
      remove: '移除筛选条件 %{label}：%{value}',
      clearAll: '清除全部',
      from: '%{date} 起',
      to: '至 %{date}',
      range: '%{from} 至 %{to}',
    },
    folded: '（折叠的字段中有 %{smart_count} 个筛选条件）',
    saved: {
      button: '常用筛选',
      buttonActive: '常用筛选：%{name}',
    },
  },
  resources: {
    orders: {
      filterPresets: { todayToShip: '今日待发货', toShip: '全部待发货' },
    },
  },
};
