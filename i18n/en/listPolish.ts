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
      title: 'Saved filters',
      presets: 'Presets',
      mine: 'Saved by me',
      empty: 'No saved filters yet. Set the filters, then name and save them below.',
      current: 'current',
      nameLabel: 'Save the current filters as',
      namePlaceholder: 'e.g. New customers this week',
      save: 'Save',
      overwrite: 'Replace',
      overwriteNote: 'Replaces the saved filter of that name',
      noFilter: 'Set some filters before saving',
      nameRequired: 'Enter a name',
      nameTooLong: 'At most %{max} characters',
      limit: 'A list keeps at most %{max} saved filters; the oldest one will be replaced',
      saved: 'Saved filter “%{name}” stored',
      saveFailed: 'The browser did not store it (storage full or disabled); the filters still apply',
      remove: 'Delete saved filter “%{name}”',
      removeConfirm: 'Delete the saved filter “%{name}”?',
      confirm: 'Delete',
      cancel: 'Cancel',
      removed: 'Saved filter “%{name}” deleted',
    },
  },
  resources: {
    orders: {
      filterPresets: { todayToShip: 'To ship, ordered today', toShip: 'All to ship' },
    },
  },
};
