/** Code of 导出 / 导入 / the bulk bar loaded on the click that needs it (src/resources/ui/export/LoadRetry.tsx, docs/decisions/310). */
export default {
  loadOnClick: {
    failed: '%{name}功能加载失败（网络中断或系统已更新），请重试或刷新页面',
    reload: '功能加载失败：网络中断或系统已更新，请重试；仍不行请刷新页面。',
    retry: '重试',
    loading: '正在加载…',
    names: { export: '导出', import: '导入', template: '下载模板', bulk: '批量操作' },
  },
};
