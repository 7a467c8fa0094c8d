/** Code of 导出 / 导入 / the bulk bar loaded on the click that needs it (src/resources/ui/export/LoadRetry.tsx, docs/decisions/310). */
export default {
  loadOnClick: {
    failed: '%{name} could not be loaded (network down or app updated). Retry or reload the page.',
    reload: 'This part could not be loaded: the network is down or the app was updated. Retry, or reload the page if it keeps failing.',
    retry: 'Retry',
    loading: 'Loading…',
    names: { export: 'Export', import: 'Import', template: 'Template download', bulk: 'Bulk actions' },
  },
};
