/** The engine's parts that load on a click: delete questions, bulk runs, date shortcuts, the shape warnings panel: a part, loaded with them (i18n/parts/engineOnDemand.ts). */
export default {
  bulk: {
    bar: { label: 'Bulk %{action}' },
    status: { on: 'Enable selected', off: 'Disable selected' },
    skip: { notApplicable: 'Not applicable in its current state', alreadyOn: 'Already enabled', alreadyOff: 'Already disabled' },
    run: {
      noneApplies: 'None of the %{smart_count} selected records applies; nothing to send',
      skipNote: '%{smart_count} selected record does not apply and will be skipped |||| %{smart_count} selected records do not apply and will be skipped',
      progress: '%{done} / %{total} processed',
      summary: '%{done} succeeded, %{failed} failed, %{skipped} skipped, %{cancelled} cancelled',
      listLabel: 'Results',
      cancel: 'Cancel',
      retryFailed: 'Retry failed (%{smart_count})',
      close: 'Close',
      state: { pending: 'Waiting', running: 'Running', done: 'Done', failed: 'Failed', skipped: 'Skipped', cancelled: 'Cancelled' },
    },
  },
  engine: {
    delete: {
      title: 'Delete',
      content: 'Delete "%{name}"? This cannot be undone.',
      bulkTitle: 'Delete selected',
      bulkContent: 'Delete the %{smart_count} selected records? This cannot be undone.',
      done: 'Deleted',
      doneCount: '%{smart_count} record deleted |||| %{smart_count} records deleted',
    },
    shape: {
      title: '%{smart_count} field does not match what the backend sent (development) |||| %{smart_count} fields do not match what the backend sent (development)',
      show: 'Details',
      hide: 'Hide',
      dismiss: 'Dismiss',
    },
    form: {
      shortcuts: { today: 'Today', last7: 'Last 7 days', last30: 'Last 30 days', thisMonth: 'This month', lastMonth: 'Last month' },
    },
  },
};
