/** Bulk runs, selection across pages and the bulk bar (src/resources/bulk, src/resources/ui/table). */
export default {
  bulk: {
    bar: { label: 'Bulk %{action}' },
    confirm: '%{action} %{smart_count} %{name}?',
    status: { on: 'Enable selected', off: 'Disable selected' },
    skip: { notApplicable: 'Not applicable in its current state', alreadyOn: 'Already enabled', alreadyOff: 'Already disabled' },
    select: {
      all: 'Select all %{smart_count}',
      allSelected: 'All %{smart_count} selected',
      loading: 'Selecting all…',
      limited: 'At most %{max} records can be selected at once; narrow the filter for the rest',
      failed: 'Could not read the selected records: %{message}',
    },
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
};
