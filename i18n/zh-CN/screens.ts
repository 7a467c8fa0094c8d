/** The customers' and account managers' dialogs and inputs, the goods picker: a part, loaded with them (i18n/parts/screens.ts). */
export default {
  screens: {
    manager: {
      dialogTitle: '分配账户经理',
      bulkTitle: '为 %{smart_count} 位客户分配账户经理',
      customer: '客户：%{name}',
      picker: '选择账户经理',
      pickerRequired: '请选择账户经理',
      loadFailed: '账户经理列表加载失败',
      retry: '重试',
      noOptions: '没有匹配的账户经理',
      failed: '分配失败：%{message}',
    },
    role: {
      manage: '管理角色',
      loadFailed: '角色列表加载失败',
      retry: '重试',
      empty: '暂无角色，请先新增角色',
    },
    goods: {
      pick: '选择商品',
      change: '更换商品',
      dialogTitle: '选择营销商品',
      search: '搜索商品名称',
      loading: '正在加载商品…',
      loadFailed: '可营销商品加载失败',
      retry: '重试',
      empty: '没有可营销的商品（仅已上架商品可选）',
      price: '价格',
      required: '请选择商品',
      confirm: '确定',
      cancel: '取消',
    },
  },
};
