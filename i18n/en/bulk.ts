/** Bulk runs, selection across pages and the bulk bar (src/resources/bulk, src/resources/ui/table). */
export default {
  bulk: {
    confirm: '%{action} %{smart_count} %{name}?',
    select: {
      all: 'Select all %{smart_count}',
      allSelected: 'All %{smart_count} selected',
      loading: 'Selecting all…',
      limited: 'At most %{max} records can be selected at once; narrow the filter for the rest',
      failed: 'Could not read the selected records: %{message}',
    },
  },
};
