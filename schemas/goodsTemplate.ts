import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { defineResource } from '../src/resources/defineResource';
import { field } from '../src/resources/fields';
import { demoMediaUrl } from '../src/resources/demoMedia';

/**
 * 商品模板 — reusable goods content (title, pictures, detail HTML) a supplier starts new goods
 * from.
 */
const NAMES = ['夏季 T 恤通用模板', '家居收纳模板', '3C 数码配件模板', '厨房小家电模板', '户外运动模板', '美妆个护模板', '箱包皮具模板', '儿童玩具模板'];

export default defineResource({
  name: 'goodsTemplate',
  routes: { list: '/goodsTemplate', form: '/goodsTemplate/add' },
  menu: { group: 'base', icon: ViewQuiltIcon, order: 30 },
  api: {
    list: 'GET /backend/goodsTemplate/page',
    get: 'GET /backend/goodsTemplate/info?id',
    save: 'POST /backend/goodsTemplate/operation',
    remove: 'DELETE /backend/goodsTemplate/delete?id',
  },
  fields: {
    name: field.text({ max: 50 }).required().list().filter().ellipsis(),
    goodsTitle: field.text({ max: 120 }).required().list().ellipsis().copyable(),
    images: field.gallery({ max: 9 }).required(),
    detail: field.richText({ max: 200000 }),
    remark: field.textarea({ max: 200 }).list().ellipsis(),
    createTime: field.datetime().readOnly().list().sortable(),
  },
  recordLabel: 'name',
  seed: {
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
  },
});
