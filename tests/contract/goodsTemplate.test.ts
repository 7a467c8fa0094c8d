import { beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { signIn } from '../helpers/session';

/**
 * 商品模板 beyond the generated contract (tests/contract/schemas.test.ts): picture items, which
 * the declaration checks through the gallery's own zod, not a derivable bound.
 */
const picture = (url: string, sortOrder: number) => ({
  name: url.split('/').pop() ?? '',
  imageUrl: url,
  mainImageFlag: sortOrder === 0,
  sortOrder,
  mediaType: 'Image' as const,
  cover: '',
});

beforeEach(async () => {
  await signIn();
});

describe('goods template pictures', () => {
  it('saves and reads back the picture items in order', async () => {
    const images = [picture('https://example.com/a.png', 0), picture('https://example.com/b.png', 1)];
    const created = await dataProvider.create('goodsTemplate', { data: { name: '测试模板', goodsTitle: '测试商品标题', images, detail: '<p>详情</p>', remark: '备注' } });
    expect((await dataProvider.getOne('goodsTemplate', { id: created.data.id })).data.images).toEqual(images);
  });

  it('refuses a picture whose address is a script', async () => {
    const error = await dataProvider
      .create('goodsTemplate', { data: { name: '坏图片', goodsTitle: '标题', images: [picture('javascript:alert(1)', 0)] } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
    expect((error as { serverMessage?: string }).serverMessage).toMatch(/^参数错误: images /);
  });
});
