/** Bulk runs, selection across pages and the bulk bar (src/resources/bulk, src/resources/ui/table). */
export default {
  bulk: {
    bar: { label: '批量%{action}' },
    confirm: '确定%{action} %{smart_count} 个%{name}吗？',
    status: { on: '批量启用', off: '批量停用' },
    skip: { notApplicable: '当前状态不适用此操作', alreadyOn: '已是启用状态', alreadyOff: '已是停用状态' },
    select: {
      all: '选择全部 %{smart_count} 项',
      allSelected: '已选择全部 %{smart_count} 项',
      loading: '正在选择全部…',
      limited: '一次最多选择 %{max} 项，请缩小筛选范围后再操作其余记录',
      failed: '读取选中的记录失败：%{message}',
    },
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
};
