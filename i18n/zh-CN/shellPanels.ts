/** The settings panel's layouts and switches, the bell panel's tabs and the home page's cards: a part, loaded with them (i18n/parts/shellPanels.ts). */
export default {
  shell: {
    layouts: { left: '左侧模式', top: '顶部模式', 'left-top': '混合模式' },
    settings: {
      switches: {
        showTagsView: '显示标签栏',
        showLogo: '显示 Logo',
        fixedHeader: '固定 Header',
        showFooter: '显示页脚',
        showNotify: '显示消息通知',
        showThemeSwitch: '显示切换主题按钮',
        showScreenfull: '显示全屏按钮',
        showSearchMenu: '显示搜索按钮',
        cacheTagsView: '是否缓存标签栏',
        showWatermark: '开启系统水印',
        showGreyMode: '显示灰色模式',
        showColorWeakness: '显示色弱模式',
      },
    },
    notify: {
      tabs: { notice: '通知', message: '消息', todo: '待办' },
    },
  },
  pages: {
    dashboard: {
      welcome: '欢迎回来，%{name}',
      welcomeAnonymous: '欢迎回来',
      subtitle: '这里是你的店铺经营概况',
      goodsTotal: '商品总数',
      customersTotal: '客户总数',
      ordersTitle: '订单状态',
      ordersTotal: '订单总数',
      viewAll: '查看全部',
      loadError: '加载失败',
      retry: '重试',
      unit: { goods: '件', customers: '位', orders: '单' },
      orderStatus: { '0': '待付款', '1': '待发货', '2': '已发货', '3': '已完成', '4': '已取消' },
      quickLinks: '快捷入口',
      todoHint: '有 %{count} 个订单等待发货',
      noTodo: '暂无待发货订单',
    },
  },
};
