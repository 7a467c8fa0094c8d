/**
 * The list's columns at 1280 px, the scroll hint, filter chips, the count on 展开 and 常用筛选
 * (issue 23; src/resources/ui/table, src/resources/ui/search).
 */
export default {
  listPolish: {
    scroll: {
      left: '%{smart_count} more column to the left |||| %{smart_count} more columns to the left',
      right: '%{smart_count} more column to the right |||| %{smart_count} more columns to the right',
      prev: 'Scroll the table left',
      separator: ', ',
      next: 'Scroll the table right',
    },
    chips: {
      label: 'Active filters',
      item: '%{label}: %{value}',
      remove: 'Remove filter %{label}: %{value}',
      clearAll: 'Clear all',
      from: 'from %{date}',
      to: 'until %{date}',
      range: '%{from} to %{to}',
    },
    folded: ' (%{smart_count} filter in the folded fields) |||| (%{smart_count} filters in the folded fields)',
    saved: {
      button: 'Saved filters',
      buttonActive: 'Saved filter: %{name}',
    },
  },
  resources: {
    orders: {
      filterPresets: { todayToShip: 'To ship, ordered today', toShip: 'All to ship' },
    },
  },
};
