/** A panel whose code loads when it is opened (src/resources/ui/onDemand.tsx; docs/decisions/320). */
export default {
  onDemand: {
    loading: '正在加载…',
    failed: '内容加载失败，请检查网络后重试。',
    retry: '重试',
  },
};
