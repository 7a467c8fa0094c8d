/** Code loaded on the click or opening that needs it (src/resources/ui/onDemand.tsx; docs/decisions/310, 320). */
export default {
  onDemand: {
    loading: 'Loading…',
    /** In a panel that could not draw its content. */
    failed: 'This part could not be loaded. Check the network and retry.',
    /** The heading of a page whose code did not load. */
    pageFailed: 'The page could not be loaded',
    /** Beside the button of a function that could not load (export, import, the bulk bar). */
    failedPart: '%{name} could not be loaded (network down or app updated). Retry or reload the page.',
    /** A thrown error's key, shown in a notice. */
    reload: 'This part could not be loaded: the network is down or the app was updated. Retry, or reload the page if it keeps failing.',
    reloadPage: 'Reload page',
    retry: 'Retry',
    names: { export: 'Export', import: 'Import', template: 'Template download', bulk: 'Bulk actions', search: 'Search' },
  },
};
