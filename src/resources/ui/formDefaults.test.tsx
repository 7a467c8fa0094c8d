import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInAdmin } from '../../../tests/helpers/renderInAdmin';
import { signIn } from '../../../tests/helpers/session';
import agreement from '../../../schemas/agreement';
import goodsMarketing from '../../../schemas/goodsMarketing';
import rankList from '../../../schemas/rankList';
import type { AnyResourceSchema } from '../defineResource';
import { dateFromToday } from '../fields';
import { SchemaFormPage } from './SchemaFormPage';

/**
 * Issue 23 item 3: a new record's form starts from what the schema declares; a required select
 * without one sensible default starts empty and offers values only, never a blank option.
 */
describe('a new record’s form', { timeout: 60_000 }, () => {
  it.each([
    ['agreement', agreement, /协议类型/, ['用户协议', '隐私政策', '售后服务', '采购协议']],
    ['rankList', rankList, /榜单/, ['热销榜', '新品榜', '好评榜', '复购榜']],
    ['goodsMarketing', goodsMarketing, /营销位/, ['首页推荐', '限时特惠', '新品推荐']],
  ] as const)('%s: the required select starts empty and lists its values only', async (name, schema, label, values) => {
    await signIn();
    renderInAdmin(`/${name}/add`, { [`/${name}/add`]: <SchemaFormPage schema={schema as AnyResourceSchema} /> });
    const select = await screen.findByRole('combobox', { name: label }, { timeout: 15_000 });
    expect(select.textContent?.replace(/[\s\u200b]/g, '')).toBe('');
    await userEvent.click(select);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent?.trim()),
    ).toEqual(values);
  });

  it('rankList: the dates start today and a week later', async () => {
    await signIn();
    renderInAdmin('/rankList/add', { '/rankList/add': <SchemaFormPage schema={rankList} /> });
    await waitFor(
      () => expect(document.querySelector<HTMLInputElement>('input[name="startDate"]')?.value).toBe(dateFromToday(0)()),
      { timeout: 15_000 },
    );
    expect(document.querySelector<HTMLInputElement>('input[name="endDate"]')?.value).toBe(dateFromToday(7)());
  });
});
