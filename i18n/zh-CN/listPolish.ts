/**
 * The list's columns at 1280 px, the scroll hint, filter chips, the count on 展开 and 常用筛选
 * (issue 23; src/resources/ui/table, src/resources/ui/search).
 */
export default {
  listPolish: {
    scroll: {
      left: '左侧还有 %{smart_count} 列',
      right: '右侧还有 %{smart_count} 列',
      prev: '向左滚动表格',
      separator: '，',
      next: '向右滚动表格',
    },
    chips: {
      label: '当前筛选条件',
      item: '%{label}：%{value}',
      remove: '移除筛选条件 %{label}：%{value}',
      clearAll: '清除全部',
      from: '%{date} 起',
      to: '至 %{date}',
      range: '%{from} 至 %{to}',
    },
    folded: '（折叠的字段中有 %{smart_count} 个筛选条件）',
    saved: {
      button: '常用筛选',
      buttonActive: '常用筛选：%{name}',
      title: '常用筛选',
      presets: '预设',
      mine: '我保存的',
      empty: '还没有保存的筛选。设置好筛选条件后，在下方起个名字保存。',
      current: '当前',
      nameLabel: '保存当前筛选为',
      namePlaceholder: '如：本周新客户',
      save: '保存',
      overwrite: '覆盖',
      overwriteNote: '将覆盖同名的常用筛选',
      noFilter: '先设置筛选条件再保存',
      nameRequired: '请输入名称',
      nameTooLong: '名称最多 %{max} 个字',
      limit: '每个列表最多保存 %{max} 个常用筛选，将替换最早保存的一个',
      saved: '已保存常用筛选「%{name}」',
      saveFailed: '浏览器没有保存成功（存储空间已满或被禁用），筛选条件仍然有效',
      remove: '删除常用筛选「%{name}」',
      removeConfirm: '确定删除常用筛选「%{name}」吗？',
      confirm: '删除',
      cancel: '取消',
      removed: '已删除常用筛选「%{name}」',
    },
  },
  resources: {
    orders: {
      filterPresets: { todayToShip: '今日待发货', toShip: '全部待发货' },
    },
  },
};
