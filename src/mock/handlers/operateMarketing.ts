import { z } from 'zod/mini';
import zhEngine from '../../../i18n/zh-CN/engine';
import bannerConfig from '../../../schemas/bannerConfig';
import accountManager from '../../../schemas/accountManager';
import accountManagerRole from '../../../schemas/accountManagerRole';
import { roleList } from '../../screens/accountManager/accountManager.calls';
import customer, { setManageBody } from '../../../schemas/customer';
import goodsMarketing, { changeSortOrderBody } from '../../../schemas/goodsMarketing';
import { formFields, validateValues } from '../../resources/defineResource';
import { recordId as id } from '../../resources/fields';
import { seedRows } from '../seeds';
import { defineCollection, formatDateTime, type Row } from '../db';
import { badRequest, businessError, contains, ok, route } from '../respond';

/**
 * Stand-in for the calls of the operate / marketing / screen / base screens that change records
 * in a way the generated schema handlers cannot express (an effect that depends on the body):
 * assign an account manager, change the marketing order, save a batch of banners, and the
 * managers and roles lists used by pickers. They work on the schema collections (same names and seeds as
 * src/mock/handlers/schemas.ts, so both see the same rows).
 */
type Rec = Row & Record<string, unknown>;

const customers = defineCollection<Rec>(`schema:${customer.name}`, () => seedRows(customer));
const managers = defineCollection<Rec>(`schema:${accountManager.name}`, () => seedRows(accountManager));
const roles = defineCollection<Rec>(`schema:${accountManagerRole.name}`, () => seedRows(accountManagerRole));
const marketing = defineCollection<Rec>(`schema:${goodsMarketing.name}`, () => seedRows(goodsMarketing));
const banners = defineCollection<Rec>(`schema:${bannerConfig.name}`, () => seedRows(bannerConfig));

const NOT_FOUND = '记录不存在或已被删除';
const messages = zhEngine.engine.validation as Record<string, string>;
const chinese = (key: string, args: Record<string, unknown>) =>
  (messages[key.split('.').pop() ?? key] ?? key).replace(/%\{(\w+)\}/g, (_m, name: string) => String(args[name] ?? ''));

const bannerItem = z.strictObject({ id: z.optional(id), ...Object.fromEntries(formFields(bannerConfig).map((f) => [f.key, z.optional(z.unknown())])) });

export const handlers = [
  // The role select of the manager form: every role (the roles screen reads them paged).
  route(roleList, { shape: { resource: accountManagerRole.name } }, () => ok(roles.all())),

  route(
    {
      method: 'POST',
      path: '/backend/purchaserInfo/setManage',
      payload: 'body',
      body: setManageBody,
    },
    ({ body }) => {
      if (!managers.find(body.accountManagerId)) return businessError('账户经理不存在或已被删除');
      if (body.ids.some((cid) => !customers.find(cid))) return businessError(NOT_FOUND);
      const manager = managers.find(body.accountManagerId)!;
      for (const cid of body.ids) customers.update(cid, { accountManagerId: manager.id });
      return ok(true);
    },
  ),

  route(
    {
      method: 'GET',
      path: '/accountManager/list',
      payload: 'params',
      shape: { resource: accountManager.name, request: true },
      query: z.strictObject({ name: z.optional(z.string()), roleId: z.optional(z.coerce.number()) }),
    },
    ({ query }) =>
      ok(
        managers
          .all()
          .filter((m) => contains(m.name, query.name) && (query.roleId === undefined || Number(m.roleId) === query.roleId))
          .map((m) => ({ id: m.id, name: m.name, phone: m.phone, email: m.email, roleId: m.roleId })),
      ),
  ),

  route(
    {
      method: 'POST',
      path: '/backend/goodsMarketing/changeSortOrder',
      payload: 'body',
      body: changeSortOrderBody,
    },
    ({ body }) => {
      if (body.some((item) => !marketing.find(item.id))) return businessError(NOT_FOUND);
      for (const item of body) marketing.update(item.id, { sortOrder: item.sortOrder });
      return ok(true);
    },
  ),

  route(
    { method: 'POST', path: '/backend/bannerConfig/operation/batch', payload: 'body', body: z.array(bannerItem).check(z.minLength(1), z.maxLength(100)), shape: { resource: bannerConfig.name, request: true } },
    ({ body }) => {
      for (const [index, item] of body.entries()) {
        const issue = validateValues(bannerConfig, item)[0];
        if (issue) return badRequest(`参数错误: ${index}.${issue.key} ${chinese(issue.message, issue.args)}`);
        if (item.id !== undefined && !banners.find(item.id)) return businessError(NOT_FOUND);
      }
      const now = formatDateTime();
      const saved = body.map((item) => {
        const { id: bannerId, ...values } = item;
        if (bannerId !== undefined) return banners.update(bannerId, { ...values, updateTime: now } as Partial<Rec>)!;
        return banners.insert({ market: 0, remark: null, linkUrl: null, ...values, updateTime: now } as unknown as Rec);
      });
      return ok(saved);
    },
  ),
];
