import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { defineResource } from '../src/resources/defineResource';
import { field } from '../src/resources/fields';

/**
 * 运费规则 — overseas freight rules: a price for the first weight band plus a price per extra
 * weight band, per carrier and destination country (optionally one second-level area).
 */
const NAMES = ['美国标准快递', '英国经济小包', '德国空运专线', '日本 EMS', '澳大利亚海运', '加拿大快线', '法国标准件', '新加坡次日达'];

export default defineResource({
  name: 'freightRules',
  routes: { list: '/freightRules', form: '/freightRules/add' },
  menu: { group: 'base', icon: LocalShippingIcon, order: 50 },
  api: {
    list: 'GET /backend/shippingFreightRuleOverseas/page',
    get: 'GET /backend/shippingFreightRuleOverseas/info?id',
    save: 'POST /backend/shippingFreightRuleOverseas/operation',
    remove: 'DELETE /backend/shippingFreightRuleOverseas/delete?id',
    status: 'POST /backend/shippingFreightRuleOverseas/status/{id}/{status}',
  },
  fields: {
    name: field.text({ max: 50 }).required().list().filter().ellipsis(),
    countryId: field.reference({ endpoint: 'GET /shipCountry/list', labelKey: 'countryName' }).required().list().filter(),
    areaId: field
      .reference({ endpoint: 'GET /shipSecondArea/list', labelKey: 'areaName', params: { countryId: 'countryId' } })
      .list()
      .visibleWhen('countryId', (value) => value !== undefined && value !== null && value !== ''),
    carrierId: field.reference({ endpoint: 'GET /logisticsCarrier/page', labelKey: 'carrierName' }).required().list().filter(),
    currencyCode: field
      .reference<string>({ endpoint: 'GET /common/currency/list', valueKey: 'currencyCode', labelKey: 'currencyName' })
      .required()
      .list(),
    firstWeight: field.number({ min: 0.01, max: 1000 }).required().list().sortable(),
    firstPrice: field.money({ max: 1000000 }).required().list().sortable(),
    extraWeight: field.number({ min: 0.01, max: 1000 }).required().list(),
    extraPrice: field.money({ max: 1000000 }).required().list(),
    status: field.status().list().filter().toggle(),
    updateTime: field.datetime().readOnly().list().sortable(),
  },
  recordLabel: 'name',
  seed: {
    count: 23,
    make: (i, rand) => ({
      name: i < NAMES.length ? NAMES[i] : `${NAMES[i % NAMES.length]} ${Math.floor(i / NAMES.length) + 1} 号`,
      countryId: (i % 6) + 1,
      areaId: null,
      carrierId: (i % 4) + 1,
      currencyCode: ['USD', 'CNY', 'EUR'][i % 3],
      firstWeight: [0.5, 1, 2][i % 3],
      firstPrice: Math.round((30 + rand() * 120) * 100) / 100,
      extraWeight: [0.5, 1][i % 2],
      extraPrice: Math.round((8 + rand() * 40) * 100) / 100,
    }),
  },
  rule: (record) =>
    typeof record.firstWeight === 'number' && typeof record.extraWeight === 'number' && record.extraWeight > record.firstWeight * 10
      ? '续重不能超过首重的 10 倍'
      : undefined,
});
