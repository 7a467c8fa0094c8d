/** The engine's parts that load on a click: delete questions, bulk runs, date shortcuts, the shape warnings panel: a part, loaded with them (i18n/parts/engineOnDemand.ts). */
export default {
  bulk: {
    bar: { label: '批量%{action}' },
    status: { on: '批量启用', off: '批量停用' },
    skip: { notApplicable: '当前状态不适用此操作', alreadyOn: '已是启用状态', alreadyOff: '已是停用状态' },
    run: {
      noneApplies: '选中的 %{smart_count} 条记录都不适用此操作，没有可发送的记录',
      skipNote: '其中 %{smart_count} 条不适用此操作，将跳过，不会发送',
      progress: '已处理 %{done} / %{total}',
      summary: '成功 %{done} 条，失败 %{failed} 条，跳过 %{skipped} 条，已取消 %{cancelled} 条',
      listLabel: '处理结果',
      cancel: '取消',
      retryFailed: '重试失败项（%{smart_count}）',
      close: '关闭',
      state: { pending: '等待中', running: '处理中', done: '成功', failed: '失败', skipped: '跳过', cancelled: '已取消' },
    },
  },
  engine: {
    delete: {
      title: '确认删除',
      content: '确定要删除「%{name}」吗？删除后无法恢复。',
      bulkTitle: '确认批量删除',
      bulkContent: '确定要删除选中的 %{smart_count} 条记录吗？删除后无法恢复。',
      done: '已删除',
      doneCount: '已删除 %{smart_count} 项',
    },
    shape: {
      title: '%{smart_count} 个字段与后端返回的数据不符（开发提示）',
      show: '详情',
      hide: '收起',
      dismiss: '关闭',
    },
    form: {
      shortcuts: { today: '今天', last7: '近 7 天', last30: '近 30 天', thisMonth: '本月', lastMonth: '上月' },
    },
  },
};
