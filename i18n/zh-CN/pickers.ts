/** A picker whose code loads on first use (src/resources/ui/ReferencesInput.tsx; docs/decisions/315). */
export default {
  pickers: {
    loadFailed: '选择框加载失败，点击重试',
  },
};
