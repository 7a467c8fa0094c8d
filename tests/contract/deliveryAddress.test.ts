import deliveryAddress from '../../schemas/deliveryAddress';
import { describeSchemaContract } from './schemaContract';

describeSchemaContract(deliveryAddress, {
  valid: { name: '杭州萧山自提点', parentId: 1, contactName: '赵敏', contactPhone: '13900001111', address: '浙江省杭州市萧山区建设一路 1 号', businessHours: '每天 09:00-18:00' },
  change: { contactPhone: '+86 139 0000 2222' },
  invalid: { name: '缺地址', contactName: '赵敏', contactPhone: 'abc' },
});
