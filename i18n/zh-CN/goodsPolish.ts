/** SKU matrix bulk work (fill a scope, paste from Excel, 撤销) and drag to reorder (issue 23 items 4 and 5). */
export default {
  goodsPolish: {
    scope: {
      label: '填充范围',
      all: '全部 SKU（%{count}）',
      selected: '选中的 SKU（%{count}）',
      value: '%{property}：%{value}（%{count}）',
    },
    fill: {
      all: '填充全部 SKU',
      selected: '填充选中的 %{count} 个 SKU',
      value: '填充「%{value}」的 %{count} 个 SKU',
    },
    codes: {
      overwrite: '覆盖已有编码',
      none: '范围内的 SKU 都已有编码；勾选「覆盖已有编码」可重新生成',
    },
    undo: {
      fill: '撤销填充',
      codes: '撤销生成编码',
      paste: '撤销粘贴',
      done: '已撤销，%{count} 个 SKU 恢复原值',
    },
    select: {
      row: '选择第 %{n} 行（%{label}）',
      all: '选择全部 SKU',
      count: '已选择 %{count} 个 SKU',
      clear: '清除选择',
      hint: '按住 Shift 点击可连续选择多行',
    },
    paste: {
      hint: '可从 Excel 复制多行多列：点中起始单元格，按 Ctrl+V 粘贴',
      done: '已粘贴 %{count} 个单元格（%{rows} 个 SKU）',
      nothing: '没有粘贴任何单元格',
      invalid: '%{count} 个单元格的值有误，已标红，请修正：',
      refused: '%{count} 个单元格未粘贴：',
      outsideBoth: '超出表格的 %{count} 个单元格未粘贴（多出 %{rows} 行、%{columns} 列）',
      outsideRows: '超出表格的 %{count} 个单元格未粘贴（多出 %{rows} 行，表格共 %{total} 行）',
      outsideColumns: '超出表格的 %{count} 个单元格未粘贴（多出 %{columns} 列，「图片」是最后一列）',
      cell: '第 %{row} 行「%{column}」：%{message}',
      more: '另有 %{count} 处未列出',
      unknownCurrency: '币种「%{value}」不在可选币种中',
      imageNotInGallery: '只能选择本商品「商品图片与视频」中的图片',
      close: '关闭',
    },
  },
};
