/** Bulk runs, selection across pages and the bulk bar (src/resources/bulk, src/resources/ui/table). */
export default {
  bulk: {
    run: {
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
