/** Code loaded on the click or opening that needs it (src/resources/ui/onDemand.tsx; docs/decisions/310, 320). */
export default {
  onDemand: {
    loading: '正在加载…',
    /** In a panel that could not draw its content. */
    failed: '内容加载失败，请检查网络后重试。',
    /** The heading of a page whose code did not load. */
    pageFailed: '页面加载失败',
    /** Beside the button of a function that could not load (导出, 导入, the bulk bar). */
    failedPart: '%{name}功能加载失败（网络中断或系统已更新），请重试或刷新页面',
    /** A thrown error's key, shown in a notice. */
    reload: '功能加载失败：网络中断或系统已更新，请重试；仍不行请刷新页面。',
    reloadPage: '刷新页面',
    retry: '重试',
    names: { export: '导出', import: '导入', template: '下载模板', bulk: '批量操作', search: '搜索' },
  },
};
