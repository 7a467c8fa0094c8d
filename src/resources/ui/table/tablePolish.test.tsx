import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInAdmin } from '../../../../tests/helpers/renderInAdmin';
import { signIn } from '../../../../tests/helpers/session';
import agreement from '../../../../schemas/agreement';
import orders from '../../../../schemas/orders';
import goods from '../../../../schemas/goods';
import { columnClass, columnType } from '../list/ListColumns';
import { SchemaListPage } from '../SchemaListPage';
import { hiddenColumns } from './ScrollHint';

/** Issue 23: the 操作 column narrow (icons), widths by content type, the scroll hint's count. */
describe('list table at 1280 px', { timeout: 90_000 }, () => {
  it('draws 编辑 / 查看 / 更多 as icons named by their label, with one tooltip for the table', async () => {
    await signIn();
    renderInAdmin('/agreement', { '/agreement': <SchemaListPage schema={agreement} /> });
    const table = await screen.findByTestId('list-table', {}, { timeout: 15_000 });
    await waitFor(() => expect(table.querySelectorAll('tbody tr').length).toBeGreaterThan(0), { timeout: 15_000 });
    const row = table.querySelector('tbody tr') as HTMLElement;
    const cell = row.querySelector('td.lt-actions') as HTMLElement;
    const edit = within(cell).getByRole('button', { name: '编辑' });
    const show = within(cell).getByRole('button', { name: '查看' });
    const more = within(cell).getByRole('button', { name: /^更多 / });
    // Drawn by the stylesheet (data-icon): no element per icon in a row.
    expect([edit, show, more].map((button) => button.getAttribute('data-icon'))).toEqual(['edit', 'show', 'more']);
    for (const button of [edit, show, more]) {
      expect(button).toHaveClass('lt-icon-btn');
      expect(button.querySelector('svg')).toBeNull();
    }
    expect(screen.queryByTestId('table-tip')).toBeNull();
    await userEvent.hover(edit);
    expect(await screen.findByTestId('table-tip')).toHaveTextContent('编辑');
    // The tip repeats the name: hidden from assistive technology, one for the whole table.
    expect(screen.getByTestId('table-tip')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.hover(show);
    expect(screen.getAllByTestId('table-tip')).toHaveLength(1);
    expect(screen.getByTestId('table-tip')).toHaveTextContent('查看');
    await userEvent.unhover(show);
    await waitFor(() => expect(screen.queryByTestId('table-tip')).toBeNull());
    // A record action keeps its words (orders: 发货, 确认完成); tested in the e2e with the stand-in's orders.
  });

  it('sizes columns by what they hold', () => {
    const byKey = (key: string) => orders.fields.find((f) => f.key === key)!;
    expect(columnType(byKey('orderNo'))).toBe('code');
    expect(columnType(byKey('status'))).toBe('tag');
    expect(columnType(byKey('totalAmount'))).toBe('num');
    expect(columnType(byKey('buyerCompany'))).toBe('text');
    expect(columnType(byKey('createTime'))).toBe('time');
    expect(columnType(goods.fields.find((f) => f.key === 'mainImage')!)).toBe('media');
    expect(columnClass(byKey('createTime'))).toBe('column-createTime lt-w-time');
    expect(columnClass(byKey('orderNo'), true)).toBe('column-orderNo lt-w-code lt-first');
  });

  it('counts the columns whose centre is under a pinned column or outside the box', () => {
    const scroll = document.createElement('div');
    scroll.innerHTML = `<table><thead><tr>
      <th class="lt-check"></th><th class="lt-first"></th><th></th><th></th><th></th><th></th><th class="lt-actions"></th>
    </tr></thead></table>`;
    // The box spans 0–600; the selection box 0–40 and the first column 40–160 are pinned left, 操作 500–600 right.
    const lefts = [0, 40, 100, 200, 380, 480, 500];
    const widths = [40, 120, 100, 180, 100, 100, 100];
    const rect = (left: number, width: number) =>
      ({
        left,
        right: left + width,
        width,
        top: 0,
        bottom: 40,
        height: 40,
        x: left,
        y: 0,
        toJSON: () => ({}),
      }) as DOMRect;
    scroll.getBoundingClientRect = () => rect(0, 600);
    scroll.querySelectorAll('th').forEach((th, index) => {
      th.getBoundingClientRect = () => rect(lefts[index], widths[index]);
    });
    // Centres 150 (under the first column), 290, 430 (seen), 530 (under 操作).
    expect(hiddenColumns(scroll)).toEqual({ left: 1, right: 1 });
  });
});
