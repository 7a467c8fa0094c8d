import { z } from 'zod';
import { defineResource, type MarketplaceApi } from '../src/resources/defineResource';
import { demoMediaUrl } from '../src/resources/demoMedia';
import { MESSAGE_KEYS, field } from '../src/resources/fields';

/**
 * 轮播图配置 — banners of the storefront, `type` 1 = Web, 2 = H5 (DESIGN.md). This file is the
 * backend entity (endpoints, stand-in, contract). The two screens of the spec, Web 维护
 * `/bannerManage` and H5 维护 `/H5Maintenance`, are this entity with `type` fixed: see
 * src/screens/banners/ (bannerWeb / bannerH5) and docs/decisions/030-screens-form-fields.md.
 */
export const BANNER_TYPE = { web: 1, h5: 2 } as const;

export const bannerApi = {
  list: 'GET /backend/bannerConfig/page',
  save: 'POST /backend/bannerConfig/operation/single',
  remove: 'DELETE /backend/bannerConfig/delete?id',
  actions: {
    upMarket: { call: 'PUT /backend/bannerConfig/upMarket/{id}', payload: 'none', scope: 'record', mockSet: { market: 1 }, confirm: true },
    downMarket: { call: 'PUT /backend/bannerConfig/downMarket/{id}', payload: 'none', scope: 'record', mockSet: { market: 0 }, confirm: true },
    // Several banners saved at once (an array of banners; with `id` = update).
    saveBatch: { call: 'POST /backend/bannerConfig/operation/batch', payload: 'body', scope: 'global', body: z.array(z.record(z.string(), z.unknown())).min(1).max(100), mock: 'custom' },
  },
} as const satisfies MarketplaceApi;

const HTTP_URL = { regex: /^https?:\/\/\S+$/i, messageKey: MESSAGE_KEYS.url };

/** Fields shared by the entity and the two screens (the screens leave out `type`). */
export const bannerFields = {
  title: field.text({ max: 50 }).required().list().filter().ellipsis(),
  imageUrl: field.simpleMedia().required().list(),
  linkUrl: field.text({ max: 500, pattern: HTTP_URL }).list().ellipsis().copyable().width(180),
  sortOrder: field
    .widget<number>(
      'bannerSort',
      { keys: ['type', 'title', 'imageUrl', 'linkUrl', 'sortOrder', 'remark'] },
      z.number({ error: MESSAGE_KEYS.number }).int({ error: MESSAGE_KEYS.integer }).min(0, { error: MESSAGE_KEYS.min }).max(9999, { error: MESSAGE_KEYS.max }),
    )
    .required()
    .list()
    .sortable()
    .default(0),
  market: field.widget<number>('bannerMarket', {}, z.union([z.literal(0), z.literal(1)])).readOnly().list().default(0),
  remark: field.textarea({ max: 200 }),
  updateTime: field.datetime().readOnly().sortable(),
};

const TITLES: Record<1 | 2, readonly string[]> = {
  1: ['双十一全球采购节主会场', '春季家居新品首发', '工厂直供 · 源头好货', '中东斋月备货专场', '跨境物流 7 日达', '夏季服装清仓特卖', '新客首单立减 50 美元'],
  2: ['H5 限时秒杀', '手机端新人专享礼包', '爆款榜单 · 每周更新', '开学季文具批发', '东南亚热销好物', '直播选品会'],
};


export default defineResource({
  name: 'bannerConfig',
  routes: { list: '/bannerConfig' },
  api: bannerApi,
  fields: {
    type: field
      .enum([
        { value: 1, color: 'primary' },
        { value: 2, color: 'success' },
      ])
      .required()
      .list()
      .filter(),
    ...bannerFields,
  },
  recordLabel: 'title',
  defaultSort: { field: 'sortOrder', order: 'ASC' },
  seed: {
    count: 13,
    make: (i) => {
      const type = (i < 7 ? 1 : 2) as 1 | 2;
      const n = type === 1 ? i : i - 7;
      return {
        type,
        title: TITLES[type][n],
        imageUrl: demoMediaUrl(`banner-${type === 1 ? 'web' : 'h5'}-${n + 1}`),
        linkUrl: n % 3 === 2 ? null : `https://shop.hongyun-trade.cn/${type === 1 ? 'activity' : 'm/activity'}/${2026001 + n}`,
        sortOrder: n * 10,
        market: n % 4 === 3 ? 0 : 1,
        remark: n === 0 ? '首页第一屏' : null,
      };
    },
  },
});
