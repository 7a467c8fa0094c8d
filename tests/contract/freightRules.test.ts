import freightRules from '../../schemas/freightRules';
import { describeSchemaContract } from './schemaContract';

describeSchemaContract(freightRules, {
  valid: { name: '美国测试规则', countryId: 1, areaId: 2, carrierId: 1, currencyCode: 'USD', firstWeight: 1, firstPrice: 45.5, extraWeight: 0.5, extraPrice: 12, status: 1 },
  change: { firstPrice: 50.25, areaId: null },
  invalid: { name: '缺少价格', countryId: 1, carrierId: 1, currencyCode: 'USD', firstWeight: -1, firstPrice: 1.234 },
});
