/** Labels of the base-data schema screens (schemas/agreement, freightRules, deliveryAddress, goodsTemplate). */
export default {
  resources: {
    agreement: {
      name: 'Agreements',
      singular: 'agreement',
      pages: { form: 'Add agreement', edit: 'Edit agreement' },
      fields: { id: 'ID', title: 'Title', type: 'Type', content: 'Content', status: 'Status', createTime: 'Created', updateTime: 'Updated' },
      enums: { type: { 1: 'User agreement', 2: 'Privacy policy', 3: 'After-sales', 4: 'Purchase agreement' } },
    },
    freightRules: {
      name: 'Freight rules',
      rules: { extraWeightMax: 'The extra weight may be at most %{times} times the first weight' },
      singular: 'freight rule',
      pages: { form: 'Add freight rule', edit: 'Edit freight rule' },
      fields: {
        id: 'ID',
        name: 'Rule name',
        countryId: 'Country',
        areaId: 'Second-level area',
        carrierId: 'Carrier',
        currencyCode: 'Currency',
        firstWeight: 'First weight (kg)',
        firstPrice: 'First weight price',
        extraWeight: 'Extra weight (kg)',
        extraPrice: 'Extra weight price',
        status: 'Status',
        updateTime: 'Updated',
      },
    },
    deliveryAddress: {
      name: 'Pickup points',
      singular: 'pickup point',
      pages: { form: 'Add pickup point', edit: 'Edit pickup point' },
      fields: {
        id: 'ID',
        name: 'Name',
        parentId: 'Parent point',
        contactName: 'Contact',
        contactPhone: 'Phone',
        address: 'Address',
        businessHours: 'Opening hours',
        updateTime: 'Updated',
      },
    },
    goodsTemplate: {
      name: 'Goods templates',
      singular: 'goods template',
      pages: { form: 'Add goods template', edit: 'Edit goods template' },
      fields: { id: 'ID', name: 'Template name', goodsTitle: 'Goods title', images: 'Pictures', detail: 'Details', remark: 'Remark', createTime: 'Created' },
    },
  },
};
