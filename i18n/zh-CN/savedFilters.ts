/** 常用筛选's panel (src/resources/ui/search/SavedFiltersPanel.tsx): a part, loaded with it (i18n/parts/savedFilters.ts); the button's name stays in listPolish.ts. */
export default {
  listPolish: {
    saved: {
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
};
