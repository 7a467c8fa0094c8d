/** A panel whose code loads when it is opened (src/resources/ui/onDemand.tsx; docs/decisions/320). */
export default {
  onDemand: {
    loading: 'Loading…',
    failed: 'This part could not be loaded. Check the network and retry.',
    retry: 'Retry',
  },
};
