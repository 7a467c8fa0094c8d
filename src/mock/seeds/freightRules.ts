import freightRules from '../../../schemas/freightRules';
import { defineSeed } from '../defineSeed';

const NAMES = ['美国标准快递', '英国经济小包', '德国空运专线', '日本 EMS', '澳大利亚海运', '加拿大快线', '法国标准件', '新加坡次日达'];

export const seed = defineSeed(freightRules, {
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
});
