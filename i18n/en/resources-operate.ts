/** Labels of the operate / marketing / screen / manager schemas (customer, accountManager, accountManagerRole, goodsMarketing, rankList, banners). */
const bannerFields = {
  id: 'ID',
  type: 'Platform',
  title: 'Title',
  imageUrl: 'Banner image',
  linkUrl: 'Link',
  sortOrder: 'Order',
  market: 'Market state',
  remark: 'Remark',
  updateTime: 'Updated',
};
const bannerEnums = { type: { 1: 'Web', 2: 'H5' }, market: { 1: 'On market', 0: 'Off market' } };
const bannerActions = { upMarket: 'Put on market', downMarket: 'Take off market' };
/** The questions name the banner and say what happens in the storefront. */
const bannerActionConfirm = {
  upMarket: 'Put "%{name}" on the market? It will show in the storefront.',
  downMarket: 'Take "%{name}" off the market? It will no longer show in the storefront.',
};

export default {
  resources: {
    customer: {
      name: 'Customers',
      singular: 'customer',
      pages: { show: 'Customer details' },
      fields: {
        id: 'ID',
        purchaserName: 'Customer',
        contactName: 'Contact',
        email: 'Email',
        phone: 'Phone',
        country: 'Country/region',
        level: 'Level',
        accountManagerId: 'Account manager',
        orderCount: 'Orders',
        totalAmount: 'Total purchases (USD)',
        address: 'Address',
        registerTime: 'Registered',
      },
      enums: { level: { 1: 'Regular', 2: 'Silver', 3: 'Gold' } },
      actions: { setManage: 'Assign manager' },
    },
    accountManager: {
      name: 'Account managers',
      singular: 'account manager',
      fields: {
        id: 'ID',
        name: 'Name',
        phone: 'Mobile',
        email: 'Email',
        roleId: 'Role',
        wechat: 'WeChat',
        remark: 'Remark',
        createTime: 'Created',
      },
    },
    accountManagerRole: {
      name: 'Account manager roles',
      singular: 'role',
      fields: { id: 'ID', roleName: 'Role name', description: 'Description', createTime: 'Created', updateTime: 'Updated' },
    },
    goodsMarketing: {
      name: 'Goods marketing',
      singular: 'marketed goods',
      fields: { id: 'ID', goodsId: 'Goods', marketType: 'Slot', sortOrder: 'Order', slogan: 'Slogan', goodsName: 'Goods name', createTime: 'Added' },
      enums: { marketType: { 1: 'Home picks', 2: 'Flash deals', 3: 'New arrivals' } },
    },
    rankList: {
      name: 'Rankings',
      singular: 'goods ranking',
      pages: { form: 'Add goods ranking', edit: 'Edit goods ranking' },
      fields: {
        id: 'ID',
        rankType: 'Board',
        goodsId: 'Goods',
        rankNo: 'Place',
        reason: 'Why it ranks',
        startDate: 'Start date',
        endDate: 'End date',
        goodsName: 'Goods name',
        updateTime: 'Updated',
      },
      rules: { endNotBeforeStart: 'The end date cannot be before the start date' },
      enums: { rankType: { 1: 'Best sellers', 2: 'New', 3: 'Top rated', 4: 'Reorders' } },
    },
    bannerConfig: { name: 'Banners', singular: 'banner', fields: bannerFields, enums: bannerEnums, actions: bannerActions, actionConfirm: bannerActionConfirm },
    bannerWeb: { name: 'Web maintenance', singular: 'Web banner', fields: bannerFields, enums: bannerEnums, actions: bannerActions, actionConfirm: bannerActionConfirm },
    bannerH5: { name: 'H5 maintenance', singular: 'H5 banner', fields: bannerFields, enums: bannerEnums, actions: bannerActions, actionConfirm: bannerActionConfirm },
  },
};
