import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInAdmin } from '../../../../tests/helpers/renderInAdmin';
import { signIn } from '../../../../tests/helpers/session';
import agreement from '../../../../schemas/agreement';
import customer from '../../../../schemas/customer';
import { SchemaListPage } from '../SchemaListPage';
import { takesEnterAsSearch } from './SearchForm';
import { cellSpan, collapsedCount, columnsFor, formValuesOf, nextFilter } from './searchLayout';

const filterOf = (router: ReturnType<typeof renderInAdmin>) =>
  JSON.parse(new URLSearchParams(router.state.location.search).get('filter') ?? '{}') as Record<string, unknown>;
const total = () => screen.findByText(/^共 \d+ 条$/, {}, { timeout: 15_000 });
const form = () => screen.getByRole('search', { name: '搜索条件' });

describe('search form above a generated list', { timeout: 90_000 }, () => {
  it('does not filter while typing; Enter searches and writes the filter to the URL', async () => {
    await signIn();
    const router = renderInAdmin('/agreement', { '/agreement': <SchemaListPage schema={agreement} /> });
    expect((await total()).textContent).toBe('共 16 条');
    const title = within(form()).getByRole('textbox', { name: '协议标题' });
    await userEvent.type(title, '隐私');
    // Well past react-admin's 500 ms filter debounce: nothing was applied.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(filterOf(router)).toEqual({});
    expect(screen.getByText('共 16 条')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(filterOf(router)).toEqual({ title: '隐私' }), { timeout: 10_000 });
    await screen.findByText('共 2 条', {}, { timeout: 15_000 });
  });

  it('查询 applies every field at once, from page 1; 重置 clears the form and the URL', async () => {
    await signIn();
    const router = renderInAdmin('/agreement?page=2', { '/agreement': <SchemaListPage schema={agreement} /> });
    await total();
    await userEvent.type(within(form()).getByRole('textbox', { name: '协议标题' }), '协议');
    await userEvent.click(within(form()).getByRole('combobox', { name: '协议类型' }));
    await userEvent.click(await screen.findByRole('option', { name: '用户协议' }));
    expect(filterOf(router)).toEqual({});
    await userEvent.click(within(form()).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(filterOf(router)).toEqual({ title: '协议', type: 1 }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('1');
    // 用户协议 whose title holds 协议: 平台用户服务协议, 物流配送协议 and their copies.
    await screen.findByText('共 4 条', {}, { timeout: 15_000 });

    await userEvent.click(within(form()).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(filterOf(router)).toEqual({}));
    expect(within(form()).getByRole('textbox', { name: '协议标题' })).toHaveValue('');
    await screen.findByText('共 16 条', {}, { timeout: 15_000 });
  });

  it('shows the filter of the URL (reload, back/forward) in the form', async () => {
    await signIn();
    const filter = encodeURIComponent(JSON.stringify({ title: '售后' }));
    const router = renderInAdmin(`/agreement?filter=${filter}`, { '/agreement': <SchemaListPage schema={agreement} /> });
    await screen.findByText('共 2 条', {}, { timeout: 15_000 });
    expect(within(form()).getByRole('textbox', { name: '协议标题' })).toHaveValue('售后');
    await router.navigate(`/agreement?filter=${encodeURIComponent(JSON.stringify({ title: '隐私' }))}`);
    await waitFor(() => expect(within(form()).getByRole('textbox', { name: '协议标题' })).toHaveValue('隐私'), { timeout: 10_000 });
  });

  it('folds the fields beyond the first row under 展开 / 收起', async () => {
    await signIn();
    renderInAdmin('/customerManage', { '/customerManage': <SchemaListPage schema={customer} /> });
    await total();
    // jsdom has no layout: the widest grid (4 columns), 3 fields beside the buttons.
    const fields = () => [...form().querySelectorAll('[data-search-field]')].map((el) => el.getAttribute('data-search-field'));
    expect(fields()).toEqual(['purchaserName', 'contactName', 'email']);
    const toggle = within(form()).getByRole('button', { name: '展开' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(fields()).toEqual(['purchaserName', 'contactName', 'email', 'country', 'level']);
    await userEvent.click(within(form()).getByRole('button', { name: '收起' }));
    expect(fields()).toHaveLength(3);
  });

  it('opens folded fields that carry a filter, so no active filter is out of sight', async () => {
    await signIn();
    renderInAdmin(`/customerManage?filter=${encodeURIComponent(JSON.stringify({ level: 3 }))}`, { '/customerManage': <SchemaListPage schema={customer} /> });
    await total();
    await waitFor(() => expect(within(form()).getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true'));
    expect(within(form()).getByRole('combobox', { name: '客户等级' })).toHaveTextContent('金牌客户');
  });
});

describe('search layout', () => {
  it('fits columns to the form width (260 px cells, 1 to 4)', () => {
    expect([columnsFor(358), columnsFor(560), columnsFor(830), columnsFor(1100), columnsFor(1600)]).toEqual([1, 2, 3, 4, 4]);
  });
  it('keeps the first row beside the buttons while collapsed; a date range takes two cells', () => {
    expect(collapsedCount([1, 1, 1, 1, 1], 4)).toBe(3);
    expect(collapsedCount([1, 2, 1], 4)).toBe(2);
    expect(collapsedCount([1, 1], 2)).toBe(1);
    expect(collapsedCount([1, 1], 1)).toBe(1);
    expect(collapsedCount([2, 1], 2)).toBe(1);
    expect(cellSpan({ kind: 'dateRange' }, 4)).toBe(2);
    expect(cellSpan({ kind: 'dateRange' }, 1)).toBe(1);
  });
  it('sends only filled values and keeps URL keys that have no input', () => {
    expect(nextFilter({ status: 1, title: 'old' }, { title: '新', type: null, createTimeStart: '' }, ['title', 'type', 'createTimeStart'])).toEqual({ status: 1, title: '新' });
    expect(formValuesOf({ title: 'x', other: 1 }, ['title', 'type'])).toEqual({ title: 'x', type: null });
  });
  it('takes Enter from text inputs and date fields, not from buttons or an open list', () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const open = document.createElement('input');
    open.setAttribute('aria-expanded', 'true');
    const section = document.createElement('span');
    const picker = document.createElement('div');
    picker.className = 'MuiPickersSectionList-root';
    picker.append(section);
    expect([input, checkbox, open, section, document.createElement('button'), document.createElement('div')].map(takesEnterAsSearch)).toEqual([true, false, false, true, false, false]);
  });
});
