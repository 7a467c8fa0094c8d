/** Export (src/resources/ui/export, docs/decisions/200-spreadsheets.md). */
export default {
  export: {
    button: 'Export',
    menu: 'Export options',
    currentPage: 'Export this page',
    currentPageCount: '%{smart_count} row on this page |||| %{smart_count} rows on this page',
    all: 'Export all',
    allCount: '%{smart_count} row in this filter |||| %{smart_count} rows in this filter',
    format: 'File format',
    xlsx: 'Excel file (.xlsx)',
    csv: 'CSV file (.csv)',
    done: '%{smart_count} row exported |||| %{smart_count} rows exported',
    cancelled: 'Export cancelled, no file written',
    failed: 'Export failed: %{message}',
    empty: 'Nothing to export',
    orders: {
      withWaybills: 'With waybills (read order by order: slower for many shipped orders)',
    },
  },
};
