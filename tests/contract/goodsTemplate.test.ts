import goodsTemplate from '../../schemas/goodsTemplate';
import { describeSchemaContract } from './schemaContract';

const picture = (url: string, sortOrder: number) => ({
  name: url.split('/').pop() ?? '',
  imageUrl: url,
  mainImageFlag: sortOrder === 0,
  sortOrder,
  mediaType: 'Image' as const,
  cover: '',
});

describeSchemaContract(goodsTemplate, {
  valid: { name: '测试模板', goodsTitle: '测试商品标题', images: [picture('https://example.com/a.png', 0)], detail: '<p>详情</p>', remark: '备注' },
  change: { images: [picture('https://example.com/a.png', 0), picture('https://example.com/b.png', 1)], remark: null },
  invalid: { name: '坏图片', goodsTitle: '标题', images: [picture('javascript:alert(1)', 0)] },
});
