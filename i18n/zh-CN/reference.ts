export default {
  reference: {
    loading: '加载中…',
    loadFailed: '数据加载失败，请刷新重试',
    all: '全部',
    currency: '币种',
    carrier: '物流商',
    country: '国家',
    area: '地区',
    category: '商品分类',
    unit: '计量单位',
  },
};
