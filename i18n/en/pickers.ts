/** A picker whose code loads on first use (src/resources/ui/ReferencesInput.tsx; docs/decisions/315). */
export default {
  pickers: {
    loadFailed: 'The picker could not be loaded. Click to retry',
  },
};
