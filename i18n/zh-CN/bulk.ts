/** Bulk runs, selection across pages and the bulk bar (src/resources/bulk, src/resources/ui/table). */
export default {
  bulk: {
    run: {
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
