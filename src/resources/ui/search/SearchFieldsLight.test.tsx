import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInAdmin } from '../../../../tests/helpers/renderInAdmin';
import { signIn } from '../../../../tests/helpers/session';
import agreement from '../../../../schemas/agreement';
import orders from '../../../../schemas/orders';
import { SchemaListPage } from '../SchemaListPage';
import { seedOf, valueOfText } from './searchHandover';
import { searchFields } from './SearchForm';

/**
 * The search form's light fields and their hand-over to the real ones
 * (docs/decisions/330-search-form-on-demand.md): same markup before and after, and nothing the
 * operator did before the real fields arrived is lost.
 */
const filterOf = (router: ReturnType<typeof renderInAdmin>) =>
  JSON.parse(new URLSearchParams(router.state.location.search).get('filter') ?? '{}') as Record<string, unknown>;
// `hidden`: an open select's list hides the rest of the page from the accessibility tree.
const form = () => screen.getByRole('search', { name: '搜索条件', hidden: true });
const light = () => form().querySelectorAll('[data-search-light]').length;
const total = () => screen.findByText(/^共 \d+ 条$/, {}, { timeout: 15_000 });
const realArrived = () => waitFor(() => expect(light()).toBe(0), { timeout: 15_000 });

/** Each cell's drawn parts: class names (emotion's generated ones left out), label, value, roles. */
function markupOf(root: HTMLElement) {
  const classes = (element: Element | null) =>
    (element?.getAttribute('class') ?? '')
      .split(' ')
      .filter((name) => name && !name.startsWith('css-'))
      .sort()
      .join(' ');
  return [...root.querySelectorAll('[data-search-field]')].map((cell) => {
    const control = cell.querySelector('.MuiFormControl-root');
    const button = cell.querySelector('[role="combobox"]');
    const input = cell.querySelector('input');
    return {
      field: cell.getAttribute('data-search-field'),
      control: classes(control),
      label: cell.querySelector('label')?.textContent,
      labelClasses: classes(cell.querySelector('label')),
      root: classes(cell.querySelector('.MuiInputBase-root')),
      input: classes(button ?? input),
      shown: button ? button.textContent : (input?.value ?? null),
      native: input ? { name: input.name, value: input.value, type: input.type, hidden: input.getAttribute('aria-hidden') } : null,
      helper: cell.querySelector('.MuiFormHelperText-root')?.textContent ?? null,
      icon: classes(cell.querySelector('svg')),
    };
  });
}

describe('search form: light fields, then the real ones', { timeout: 90_000 }, () => {
  it('draws the same fields, labels, values and class names as the real form', async () => {
    await signIn();
    const filter = encodeURIComponent(JSON.stringify({ title: '协议', type: 1, status: 1 }));
    renderInAdmin(`/agreement?filter=${filter}`, { '/agreement': <SchemaListPage schema={agreement} /> });
    await total();
    expect(light()).toBeGreaterThan(0);
    const before = markupOf(form());
    expect(before.map((cell) => cell.field)).toEqual(['title', 'type', 'status']);
    expect(before.map((cell) => cell.shown)).toEqual(['协议', '用户协议', '启用']);

    fireEvent.focus(within(form()).getByRole('textbox', { name: '协议标题' }));
    await realArrived();
    expect(markupOf(form())).toEqual(before);
  });

  it('keeps the text typed before the real fields arrive, with the focus and the caret, and applies it on Enter', async () => {
    await signIn();
    const router = renderInAdmin('/agreement', { '/agreement': <SchemaListPage schema={agreement} /> });
    await total();
    const title = within(form()).getByRole('textbox', { name: '协议标题' });
    // Text in the light field (a change alone does not ask for the real fields), then its focus:
    // the real fields take over now or when their code arrives.
    fireEvent.change(title, { target: { value: '隐私' } });
    expect(light()).toBeGreaterThan(0);
    title.focus();
    await realArrived();
    const real = within(form()).getByRole('textbox', { name: '协议标题' });
    expect(real).not.toBe(title);
    expect(real).toHaveValue('隐私');
    expect(document.activeElement).toBe(real);
    expect((real as HTMLInputElement).selectionStart).toBe(2);
    fireEvent.keyDown(real, { key: 'Enter' });
    await waitFor(() => expect(filterOf(router)).toEqual({ title: '隐私' }), { timeout: 10_000 });
  });

  it('Enter in a light field searches with what was typed, before the real fields are there', async () => {
    await signIn();
    const router = renderInAdmin('/agreement', { '/agreement': <SchemaListPage schema={agreement} /> });
    await total();
    const title = within(form()).getByRole('textbox', { name: '协议标题' });
    // No focus event: the form is not used until the key, and the key itself searches.
    fireEvent.change(title, { target: { value: '售后' } });
    fireEvent.keyDown(title, { key: 'Enter' });
    await waitFor(() => expect(filterOf(router)).toEqual({ title: '售后' }), { timeout: 10_000 });
    await screen.findByText('共 2 条', {}, { timeout: 15_000 });
    await realArrived();
    expect(within(form()).getByRole('textbox', { name: '协议标题' })).toHaveValue('售后');
  });

  it('a select pressed in the light form opens as the real one; 重置 in the light form clears the text', async () => {
    await signIn();
    const router = renderInAdmin(`/agreement?filter=${encodeURIComponent(JSON.stringify({ title: '隐私' }))}`, { '/agreement': <SchemaListPage schema={agreement} /> });
    await screen.findByText('共 2 条', {}, { timeout: 15_000 });
    fireEvent.click(within(form()).getByRole('button', { name: '重置' }));
    expect(within(form()).getByRole('textbox', { name: '协议标题' })).toHaveValue('');
    await waitFor(() => expect(filterOf(router)).toEqual({}));

    const type = within(form()).getByRole('combobox', { name: '协议类型' });
    fireEvent.mouseDown(type, { button: 0 });
    // The same field's button has the focus (the real one once there: the code may be cached by now).
    expect(document.activeElement?.closest('[data-search-field]')?.getAttribute('data-search-field')).toBe('type');
    const option = await screen.findByRole('option', { name: '用户协议' }, { timeout: 15_000 });
    expect(light()).toBe(0);
    fireEvent.click(option);
    fireEvent.click(within(form()).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(filterOf(router)).toEqual({ type: 1 }));
  });
});

describe('search form: an IME composition', { timeout: 90_000 }, () => {
  it('finishes in the light field before the swap, and a composition in the real fields keeps them', async () => {
    await signIn();
    renderInAdmin('/agreement', { '/agreement': <SchemaListPage schema={agreement} /> });
    await total();
    const title = within(form()).getByRole('textbox', { name: '协议标题' });
    fireEvent.compositionStart(title);
    title.focus();
    fireEvent.change(title, { target: { value: '隐私' } });
    // The code may be there by now: the light field holds while the composition runs.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(light()).toBeGreaterThan(0);
    fireEvent.compositionEnd(title);
    await realArrived();
    const real = within(form()).getByRole('textbox', { name: '协议标题' });
    expect(real).toHaveValue('隐私');
    expect(document.activeElement).toBe(real);
    fireEvent.compositionStart(real);
    expect(light()).toBe(0);
    fireEvent.compositionEnd(real);
  });
});

describe('search form: a field with no light rendition', { timeout: 90_000 }, () => {
  it('asks for the real fields at once when a date range is shown (a filter in the folded row opens it)', async () => {
    await signIn();
    const filter = encodeURIComponent(JSON.stringify({ createTimeStart: '2026-01-01', createTimeEnd: '2026-12-31' }));
    renderInAdmin(`/orderManage?filter=${filter}`, { '/orderManage': <SchemaListPage schema={orders} /> });
    // No focus, no press: the range needs the real fields to show.
    const range = await within(form()).findByRole('group', { name: '下单日期' }, { timeout: 30_000 });
    expect(light()).toBe(0);
    expect(within(range).getAllByRole('group').length).toBeGreaterThan(0);
  });
});

describe('search form: the real fields refused', { timeout: 90_000 }, () => {
  it('says so with 重试; the light fields keep the text and still search; 重试 brings the real fields with it', async () => {
    // The chunk refused (whether or not an earlier test of this graph loaded it).
    const loaded = vi.spyOn(searchFields, 'loaded').mockReturnValue(undefined);
    const load = vi.spyOn(searchFields, 'load').mockRejectedValue(new Error('chunk refused'));
    try {
      await signIn();
      const router = renderInAdmin('/agreement', { '/agreement': <SchemaListPage schema={agreement} /> });
      await total();
      const title = within(form()).getByRole('textbox', { name: '协议标题' });
      title.focus();
      fireEvent.change(title, { target: { value: '隐私' } });
      const alert = await within(form()).findByTestId('load-on-click-error', {}, { timeout: 10_000 });
      expect(alert).toHaveTextContent('搜索功能加载失败（网络中断或系统已更新），请重试或刷新页面');
      expect(title).toHaveValue('隐私');
      expect(light()).toBeGreaterThan(0);
      fireEvent.keyDown(title, { key: 'Enter' });
      await waitFor(() => expect(filterOf(router)).toEqual({ title: '隐私' }), { timeout: 10_000 });
      // The filtered list is drawn (the form shows the new filter), then more text.
      await screen.findByText('共 2 条', {}, { timeout: 15_000 });
      fireEvent.change(within(form()).getByRole('textbox', { name: '协议标题' }), { target: { value: '隐私政策' } });

      loaded.mockRestore();
      load.mockRestore();
      fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
      await realArrived();
      expect(within(form()).queryByTestId('load-on-click-error')).toBeNull();
      expect(within(form()).getByRole('textbox', { name: '协议标题' })).toHaveValue('隐私政策');
    } finally {
      loaded.mockRestore();
      load.mockRestore();
    }
  });
});

describe('hand-over values', () => {
  it('starts the real form from the URL filter with the typed text over it', () => {
    const fields = agreement.fields.filter((field) => field.filter);
    expect(seedOf({ title: '旧', type: 2, other: 5 }, { title: '' }, fields)).toEqual({ title: null, type: 2, status: null });
    expect(seedOf({}, { title: '新' }, fields)).toEqual({ title: '新', type: null, status: null });
  });
  it('keeps a number field text that is not a number yet, so nothing typed is lost', () => {
    const number = { key: 'n', kind: 'number' } as Parameters<typeof valueOfText>[0];
    expect([valueOfText(number, '12'), valueOfText(number, '1.'), valueOfText(number, '-'), valueOfText(number, '')]).toEqual([12, '1.', '-', null]);
  });
});
