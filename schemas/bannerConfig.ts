import { z } from 'zod/mini';
import { defineResource, type MarketplaceApi } from '../src/resources/defineResource';
import { MESSAGE_KEYS, field } from '../src/resources/fields';

/**
 * 轮播图配置 — banners of the storefront, `type` 1 = Web, 2 = H5 (docs/design.md). This file is the
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
    // 上架 only while off the market, 下架 only while on it; both ask first.
    upMarket: {
      call: 'PUT /backend/bannerConfig/upMarket/{id}',
      payload: 'none',
      scope: ['record', 'bulk'],
      mockSet: { market: 1 },
      confirm: true,
      visibleWhen: (banner) => Number(banner.market) !== 1,
    },
    downMarket: {
      call: 'PUT /backend/bannerConfig/downMarket/{id}',
      payload: 'none',
      scope: ['record', 'bulk'],
      mockSet: { market: 0 },
      confirm: true,
      tone: 'danger',
      visibleWhen: (banner) => Number(banner.market) === 1,
    },
    // Several banners saved at once (an array of banners; with `id` = update): the list's
    // 上移 / 下移 send the moved banners whole.
    saveBatch: {
      call: 'POST /backend/bannerConfig/operation/batch',
      payload: 'body',
      scope: 'global',
      // Any objects: looseObject, not z.record (the same check, without zod's record kind on the first page: −0.6 KB).
      body: z.array(z.looseObject({})).check(z.minLength(1), z.maxLength(100)),
      mock: 'custom',
      reorder: { field: 'sortOrder', send: 'record' },
    },
  },
} as const satisfies MarketplaceApi;

const HTTP_URL = { regex: /^https?:\/\/\S+$/i, messageKey: MESSAGE_KEYS.url };

/** Fields shared by the entity and the two screens (the screens leave out `type`). */
export const bannerFields = {
  title: field.text({ max: 50 }).required().list().filter().ellipsis(),
  imageUrl: field.simpleMedia().required().list(),
  linkUrl: field.text({ max: 500, pattern: HTTP_URL }).list().ellipsis().copyable().width(180),
  sortOrder: field.number({ min: 0, max: 9999, integer: true }).required().list().sortable().default(0),
  // Changed only by the upMarket / downMarket actions.
  market: field
    .enum([
      { value: 1, color: 'success' },
      { value: 0, color: 'default' },
    ])
    .readOnly()
    .list()
    .default(0),
  remark: field.textarea({ max: 200 }),
  updateTime: field.datetime().readOnly().sortable(),
};

export default defineResource({
  name: 'bannerConfig',
  // No page of its own: the spec's routes for banners are the two screens (docs/decisions/180).
  routes: { list: '/bannerManage' },
  ownPages: false,
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
});
