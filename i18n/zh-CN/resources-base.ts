/** Labels of the base-data schema screens (schemas/agreement, freightRules, deliveryAddress, goodsTemplate). */
export default {
  resources: {
    agreement: {
      name: '相关协议',
      singular: '协议',
      pages: { form: '新增协议', edit: '编辑协议' },
      fields: { id: 'ID', title: '协议标题', type: '协议类型', content: '协议内容', status: '状态', createTime: '创建时间', updateTime: '更新时间' },
      enums: { type: { 1: '用户协议', 2: '隐私政策', 3: '售后服务', 4: '采购协议' } },
    },
    freightRules: {
      name: '运费规则',
      rules: { extraWeightMax: '续重不能超过首重的 %{times} 倍' },
      singular: '运费规则',
      pages: { form: '新增运费规则', edit: '编辑运费规则' },
      fields: {
        id: 'ID',
        name: '规则名称',
        countryId: '国家',
        areaId: '二级区域',
        carrierId: '物流商',
        currencyCode: '币种',
        firstWeight: '首重 (kg)',
        firstPrice: '首重价格',
        extraWeight: '续重 (kg)',
        extraPrice: '续重价格',
        status: '状态',
        updateTime: '更新时间',
      },
    },
    deliveryAddress: {
      name: '自提点',
      singular: '自提点',
      pages: { form: '新增自提点', edit: '编辑自提点' },
      fields: {
        id: 'ID',
        name: '自提点名称',
        parentId: '上级自提点',
        contactName: '联系人',
        contactPhone: '联系电话',
        address: '详细地址',
        businessHours: '营业时间',
        updateTime: '更新时间',
      },
    },
    goodsTemplate: {
      name: '商品模板',
      singular: '商品模板',
      pages: { form: '新增商品模板', edit: '编辑商品模板' },
      fields: { id: 'ID', name: '模板名称', goodsTitle: '商品标题', images: '商品图片', detail: '商品详情', remark: '备注', createTime: '创建时间' },
    },
  },
};
