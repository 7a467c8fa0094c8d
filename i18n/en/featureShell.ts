/**
 * What features show before their own code loads: list toolbar and bulk-bar buttons, the header's
 * chat button, route titles (menu, tags, breadcrumb). The rest of these features' messages load with
 * the code that shows them (i18n/parts/, docs/decisions/340-messages-load-with-their-screen.md).
 */
export default {
  resources: {
    orders: {
      actions: { printPackingList: 'Print packing lists', printPickList: 'Print pick list' },
    },
  },
  engine: {
    // The list table's drag to reorder (src/resources/ui/SchemaActions.tsx).
    reorder: {
      handle: 'Drag %{name} to change the order',
    },
  },
  import: {
    button: 'Import',
    template: 'Template',
    templateFailed: 'The template could not be written: %{message}',
    waybill: {
      button: 'Import waybills',
    },
  },
  chat: {
    title: 'Chat',
    open: 'Open chat',
    unread: '%{count} unread',
  },
  editor: {
    dev: {
      title: 'Editor demo',
    },
  },
  media: {
    dev: {
      title: 'Widget demo',
    },
  },
  // The account managers' email rule (schemas/accountManager.ts) and the list cells' fallbacks.
  screens: {
    validation: { email: 'Enter a valid email address' },
    role: {
      unknown: 'Role #%{id}',
    },
    goods: {
      unknown: 'Goods #%{id}',
    },
  },
};
