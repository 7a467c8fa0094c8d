import goodsTemplate from '../../../schemas/goodsTemplate';
import { demoMediaUrl } from '../demoMedia';
import { defineSeed } from '../defineSeed';

const NAMES = ['夏季 T 恤通用模板', '家居收纳模板', '3C 数码配件模板', '厨房小家电模板', '户外运动模板', '美妆个护模板', '箱包皮具模板', '儿童玩具模板'];

export const seed = defineSeed(goodsTemplate, {
  count: 12,
  make: (i) => ({
    name: i < NAMES.length ? NAMES[i] : `${NAMES[i % NAMES.length]}（${Math.floor(i / NAMES.length) + 1}）`,
    goodsTitle: `【工厂直供】${NAMES[i % NAMES.length].replace('模板', '')} 批发 跨境专供`,
    images: ['a', 'b'].map((side, sortOrder) => ({
      name: `template-${i + 1}-${side}.svg`,
      imageUrl: demoMediaUrl(`template-${i + 1}-${side}`),
      mainImageFlag: sortOrder === 0,
      sortOrder,
      mediaType: 'Image' as const,
      cover: '',
    })),
    detail: '<p>产品参数：详见规格表。</p><p>包装方式：纸箱，每箱 50 件。</p>',
    remark: i % 3 === 0 ? '旺季常用' : null,
  }),
});
