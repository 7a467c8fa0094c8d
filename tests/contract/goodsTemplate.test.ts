import goodsTemplate from '../../schemas/goodsTemplate';
import { describeSchemaContract } from './schemaContract';

describeSchemaContract(goodsTemplate, {
  valid: { name: '测试模板', goodsTitle: '测试商品标题', images: ['https://example.com/a.png'], detail: '<p>详情</p>', remark: '备注' },
  change: { images: ['https://example.com/a.png', 'https://example.com/b.png'], remark: null },
  invalid: { name: '坏图片', goodsTitle: '标题', images: ['javascript:alert(1)'] },
});
