import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { defineResource } from '../src/resources/defineResource';
import { field } from '../src/resources/fields';
import { referenceSources } from '../src/reference/sources';

/**
 * 运费规则 — overseas freight rules: a price for the first weight band plus a price per extra
 * weight band, per carrier and destination country (optionally one second-level area).
 */
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
    countryId: field.reference(referenceSources.countries).required().list().filter(),
    areaId: field
      .reference(referenceSources.areas, { params: { countryId: 'countryId' } })
      .list()
      .visibleWhen('countryId', (value) => value !== undefined && value !== null && value !== ''),
    carrierId: field.reference(referenceSources.carriers).required().list().filter(),
    currencyCode: field
      .reference<string>(referenceSources.currencies)
      .required()
      .list(),
    firstWeight: field.number({ min: 0.01, max: 1000 }).required().list().sortable(),
    firstPrice: field.money({ max: 1000000 }).required().list().sortable(),
    extraWeight: field.number({ min: 0.01, max: 1000 }).required().list(),
    extraPrice: field.money({ max: 1000000 }).required().list(),
    status: field.status().list().filter().toggle({ confirm: true }),
    updateTime: field.datetime().readOnly().list().sortable(),
  },
  recordLabel: 'name',
  validate: {
    // 续重 ≤ 10 × 首重: marks both weights in the form; the stand-in refuses it with the same text.
    extraWeightMax: { fields: ['extraWeight', 'firstWeight'], check: (v) => v.extraWeight <= v.firstWeight * 10, args: { times: 10 } },
  },
});
