/** The settings panel's layouts and switches, the bell panel's tabs and the home page's cards: a part, loaded with them (i18n/parts/shellPanels.ts). */
export default {
  shell: {
    layouts: { left: 'Left', top: 'Top', 'left-top': 'Mixed' },
    settings: {
      switches: {
        showTagsView: 'Show tags bar',
        showLogo: 'Show logo',
        fixedHeader: 'Fixed header',
        showFooter: 'Show footer',
        showNotify: 'Show notifications',
        showThemeSwitch: 'Show theme switch',
        showScreenfull: 'Show full-screen button',
        showSearchMenu: 'Show menu search',
        cacheTagsView: 'Remember open tags',
        showWatermark: 'Watermark',
        showGreyMode: 'Grey mode',
        showColorWeakness: 'Colour weakness mode',
      },
    },
    notify: {
      tabs: { notice: 'Notices', message: 'Messages', todo: 'To do' },
    },
  },
  pages: {
    dashboard: {
      welcome: 'Welcome back, %{name}',
      welcomeAnonymous: 'Welcome back',
      subtitle: 'Here is how your shop is doing',
      goodsTotal: 'Goods',
      customersTotal: 'Customers',
      ordersTitle: 'Orders by status',
      ordersTotal: 'Orders',
      viewAll: 'View all',
      loadError: 'Could not load',
      retry: 'Retry',
      unit: { goods: '', customers: '', orders: '' },
      orderStatus: { '0': 'Awaiting payment', '1': 'Awaiting delivery', '2': 'Shipped', '3': 'Completed', '4': 'Cancelled' },
      quickLinks: 'Shortcuts',
      todoHint: '%{count} orders await delivery',
      noTodo: 'No orders await delivery',
    },
  },
};
