/**
 * What features show before their own code loads: list toolbar and bulk-bar buttons, the header's
 * chat button, route titles (menu, tags, breadcrumb). The rest of these features' messages load with
 * the code that shows them (i18n/parts/, docs/decisions/340-messages-load-with-their-screen.md).
 */
export default {
  resources: {
    orders: {
      actions: { printPackingList: '打印发货单', printPickList: '打印拣货单' },
    },
  },
  engine: {
    // The list table's drag to reorder (src/resources/ui/SchemaActions.tsx).
    reorder: {
      handle: '拖动 %{name} 调整顺序',
    },
  },
  import: {
    button: '导入',
    template: '下载模板',
    templateFailed: '模板生成失败：%{message}',
    waybill: {
      button: '导入运单',
    },
  },
  chat: {
    title: '聊天',
    open: '打开聊天',
    unread: '%{count} 条未读',
  },
  editor: {
    dev: {
      title: '编辑器演示',
    },
  },
  media: {
    dev: {
      title: '组件演示',
    },
  },
  // The account managers' email rule (schemas/accountManager.ts) and the list cells' fallbacks.
  screens: {
    validation: { email: '请输入有效的邮箱地址' },
    role: {
      unknown: '角色 #%{id}',
    },
    goods: {
      unknown: '商品 #%{id}',
    },
  },
};
