/** 导出 (src/resources/ui/export, docs/decisions/200-spreadsheets.md). */
export default {
  export: {
    button: '导出',
    menu: '导出选项',
    currentPage: '导出当前页',
    currentPageCount: '本页 %{smart_count} 条',
    all: '导出全部',
    allCount: '当前筛选共 %{smart_count} 条',
    format: '文件格式',
    xlsx: 'Excel 文件 (.xlsx)',
    csv: 'CSV 文件 (.csv)',
    done: '已导出 %{smart_count} 条',
    cancelled: '已取消导出，未生成文件',
    failed: '导出失败：%{message}',
    empty: '没有可导出的数据',
    orders: {
      withWaybills: '包含运单（逐单读取，已发货订单多时较慢）',
    },
  },
};
