/** Labels of the operate / marketing / screen / manager schemas (customer, accountManager, accountManagerRole, goodsMarketing, rankList, banners). */
const bannerFields = {
  id: 'ID',
  type: '端',
  title: '标题',
  imageUrl: '轮播图片',
  linkUrl: '跳转链接',
  sortOrder: '排序',
  market: '上架状态',
  remark: '备注',
  updateTime: '更新时间',
};
const bannerEnums = { type: { 1: 'Web', 2: 'H5' }, market: { 1: '已上架', 0: '已下架' } };
const bannerActions = { upMarket: '上架', downMarket: '下架' };
/** The questions name the banner and say what happens in the storefront. */
const bannerActionConfirm = {
  upMarket: '确定上架「%{name}」吗？上架后将在前台展示。',
  downMarket: '确定下架「%{name}」吗？下架后前台不再展示。',
};

export default {
  resources: {
    customer: {
      name: '客户管理',
      singular: '客户',
      pages: { show: '客户详情' },
      fields: {
        id: 'ID',
        purchaserName: '客户名称',
        contactName: '联系人',
        email: '邮箱',
        phone: '电话',
        country: '国家/地区',
        level: '客户等级',
        accountManagerId: '账户经理',
        orderCount: '订单数',
        totalAmount: '累计采购额 (USD)',
        address: '地址',
        registerTime: '注册时间',
      },
      enums: { level: { 1: '普通客户', 2: '银牌客户', 3: '金牌客户' } },
      actions: { setManage: '分配经理' },
    },
    accountManager: {
      name: '账户经理',
      singular: '账户经理',
      fields: {
        id: 'ID',
        name: '姓名',
        phone: '手机号',
        email: '邮箱',
        roleId: '角色',
        wechat: '微信',
        remark: '备注',
        createTime: '创建时间',
      },
    },
    accountManagerRole: {
      name: '账户经理角色',
      singular: '角色',
      fields: { id: 'ID', roleName: '角色名称', description: '角色说明', createTime: '创建时间', updateTime: '更新时间' },
    },
    goodsMarketing: {
      name: '商品营销',
      singular: '营销商品',
      fields: { id: 'ID', goodsId: '商品', marketType: '营销位', sortOrder: '排序', slogan: '营销标语', goodsName: '商品名称', createTime: '加入时间' },
      enums: { marketType: { 1: '首页推荐', 2: '限时特惠', 3: '新品推荐' } },
    },
    rankList: {
      name: '排行榜',
      singular: '商品排行',
      pages: { form: '添加商品排行', edit: '编辑商品排行' },
      fields: {
        id: 'ID',
        rankType: '榜单',
        goodsId: '商品',
        rankNo: '名次',
        reason: '上榜理由',
        startDate: '开始日期',
        endDate: '结束日期',
        goodsName: '商品名称',
        updateTime: '更新时间',
      },
      rules: { endNotBeforeStart: '结束日期不能早于开始日期' },
      enums: { rankType: { 1: '热销榜', 2: '新品榜', 3: '好评榜', 4: '复购榜' } },
    },
    bannerConfig: { name: '轮播图配置', singular: '轮播图', fields: bannerFields, enums: bannerEnums, actions: bannerActions, actionConfirm: bannerActionConfirm },
    bannerWeb: { name: 'Web 维护', singular: 'Web 轮播图', fields: bannerFields, enums: bannerEnums, actions: bannerActions, actionConfirm: bannerActionConfirm },
    bannerH5: { name: 'H5 维护', singular: 'H5 轮播图', fields: bannerFields, enums: bannerEnums, actions: bannerActions, actionConfirm: bannerActionConfirm },
  },
};
