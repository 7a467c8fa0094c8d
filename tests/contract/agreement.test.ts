import agreement from '../../schemas/agreement';
import { describeSchemaContract } from './schemaContract';

describeSchemaContract(agreement, {
  valid: { title: '测试协议', type: 2, content: '<p>协议正文</p>', status: 1 },
  change: { title: '测试协议（修订）', status: 0 },
  invalid: { title: '', type: 9, content: '<p></p>' },
});
