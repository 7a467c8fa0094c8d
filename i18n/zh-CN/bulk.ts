/** Bulk runs, selection across pages and the bulk bar (src/resources/bulk, src/resources/ui/table). */
export default {
  bulk: {
    confirm: '确定%{action} %{smart_count} 个%{name}吗？',
    select: {
      all: '选择全部 %{smart_count} 项',
      allSelected: '已选择全部 %{smart_count} 项',
      loading: '正在选择全部…',
      limited: '一次最多选择 %{max} 项，请缩小筛选范围后再操作其余记录',
      failed: '读取选中的记录失败：%{message}',
    },
  },
};
