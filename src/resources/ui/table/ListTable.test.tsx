import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { http as mswHttp } from 'msw';
import { server } from '../../../mock/node';
import { renderInAdmin } from '../../../../tests/helpers/renderInAdmin';
import { signIn } from '../../../../tests/helpers/session';
import agreement from '../../../../schemas/agreement';
import deliveryAddress from '../../../../schemas/deliveryAddress';
import goodsMarketing from '../../../../schemas/goodsMarketing';
import type { ResourceSchema } from '../../defineResource';
import { SchemaListPage } from '../SchemaListPage';

/** The generated list's table (ListTable.tsx) on the stand-in: agreements (16 seeded, 10 a page). */
async function renderList(schema: ResourceSchema<unknown> = agreement, path = '/agreement') {
  await signIn();
  renderInAdmin(path, {
    [path]: (
      <>
        <SchemaListPage schema={schema} />
        <Notification />
      </>
    ),
  });
  const table = await screen.findByTestId('list-table', {}, { timeout: 15_000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 15_000 });
  return table;
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('list table', { timeout: 90_000 }, () => {
  it('renders plain rows: field cells, a checkbox named after the record, two inline actions and 更多', async () => {
    const table = await renderList();
    expect(bodyRows(table)).toHaveLength(10);
    expect(table.querySelector('[class*="MuiTableCell"], [class*="RaDataTable"]')).toBeNull();
    const row = bodyRows(table)[0];
    const title = row.querySelector('td.column-title')!.textContent!;
    expect(within(row).getByRole('checkbox', { name: `选择「${title}」` })).toBeInTheDocument();
    // Agreements: 编辑, 查看 inline; 删除 under 更多.
    const cell = row.querySelector('td.lt-actions') as HTMLElement;
    // Named by their label (icons in the table, issue 23).
    expect(within(cell).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['编辑', '查看', `更多 ${title}`]);
    expect(within(row).getByRole('switch', { name: /^状态: / })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '操作' })).toHaveClass('lt-actions');
  });

  it('mounts the 更多 menu only when opened; its 删除 asks naming the record', async () => {
    const table = await renderList();
    expect(screen.queryByRole('menu')).toBeNull();
    const row = bodyRows(table)[0];
    const title = row.querySelector('td.column-title')!.textContent!;
    await userEvent.click(within(row).getByRole('button', { name: `更多 ${title}` }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '删除' }));
    const ask = await screen.findByRole('dialog', { name: '确认删除' });
    expect(ask).toHaveTextContent(`确定要删除「${title}」吗？删除后无法恢复。`);
    expect(within(ask).getByRole('button', { name: '确定' }).className).toContain('MuiButton-colorError');
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('selects rows: 已选择 3 项, the header checkbox half-checked, bulk delete with the count, 已删除 3 项', async () => {
    const table = await renderList();
    const rows = bodyRows(table);
    for (const row of rows.slice(0, 3)) await userEvent.click(within(row).getByRole('checkbox'));
    const bar = screen.getByTestId('bulk-bar');
    expect(bar).toHaveTextContent('已选择 3 项');
    const all = within(table).getByRole('checkbox', { name: '全选本页' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await userEvent.click(all);
    expect(bar).toHaveTextContent('已选择 10 项');
    await userEvent.click(all);
    expect(screen.queryByTestId('bulk-bar')).toBeNull();

    for (const row of rows.slice(0, 3)) await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: '批量删除' }));
    const ask = await screen.findByRole('dialog', { name: '确认批量删除' });
    expect(ask).toHaveTextContent('确定要删除选中的 3 条记录吗？删除后无法恢复。');
    await userEvent.click(within(ask).getByRole('button', { name: '确定' }));
    await screen.findByText('已删除 3 项', {}, { timeout: 15_000 });
    await screen.findByText('共 13 条', {}, { timeout: 15_000 });
    expect(screen.queryByTestId('bulk-bar')).toBeNull();
  });

  it('a column the server cannot sort says why and has no sort button', async () => {
    const table = await renderList();
    const header = within(table).getByRole('columnheader', { name: /创建时间/ });
    expect(within(header).queryByRole('button')).toBeNull();
    expect(header).toHaveTextContent('服务端未提供排序参数，此列不能排序');
    expect(header.querySelector('[title="服务端未提供排序参数，此列不能排序"]')).not.toBeNull();
  });

  it('sorts a list read whole from its header (aria-sort follows)', async () => {
    const table = await renderList(goodsMarketing, '/product');
    const header = within(table).getByRole('columnheader', { name: /排序/ });
    const sortValues = () => bodyRows(table).map((row) => Number(row.querySelector('td.column-sortOrder')!.textContent));
    // The list opens sorted by this column ascending (the schema's defaultSort): each click turns
    // the order round, and the rows follow the header (checked after each click, so a check can
    // never pass on the rows from before it).
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'), { timeout: 15_000 });
    const ascending = () => [...sortValues()].sort((a, b) => a - b);
    expect(sortValues()).toEqual(ascending());
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'), { timeout: 15_000 });
    await waitFor(() => expect(sortValues()).toEqual(ascending().reverse()), { timeout: 15_000 });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'), { timeout: 15_000 });
    await waitFor(() => expect(sortValues()).toEqual(ascending()), { timeout: 15_000 });
  });

  it('column chooser and density: a hidden column leaves the table, 紧凑 sets the density', async () => {
    const table = await renderList();
    expect(table.querySelector('th.column-type')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '列设置' }));
    const panel = await screen.findByRole('dialog', { name: '显示的列' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: '协议类型' }));
    await waitFor(() => expect(table.querySelector('th.column-type')).toBeNull());
    expect(table.querySelector('td.column-type')).toBeNull();
    expect(table).toHaveAttribute('data-density', 'default');
    await userEvent.click(within(panel).getByRole('radio', { name: '紧凑' }));
    await waitFor(() => expect(table).toHaveAttribute('data-density', 'compact'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(table.querySelector('th.column-type')).toBeNull();
  });

  it('shows skeleton rows while the first page loads, then the rows', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(mswHttp.get('*/backend/deliverySelfPickupPoint/page', async () => {
      await gate;
    }));
    await signIn();
    renderInAdmin('/deliveryAddress', { '/deliveryAddress': <SchemaListPage schema={deliveryAddress} /> });
    const skeleton = await screen.findByTestId('list-skeleton', {}, { timeout: 15_000 });
    expect(skeleton).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('list-table').querySelector('tbody tr')).toBeNull();
    release();
    await waitFor(() => expect(screen.queryByTestId('list-skeleton')).toBeNull(), { timeout: 15_000 });
    expect(screen.getByTestId('list-table').querySelectorAll('tbody tr')).toHaveLength(10);
  });

  it('at phone width renders one card per record with its actions as buttons', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    try {
      await signIn();
      renderInAdmin('/agreement', { '/agreement': <SchemaListPage schema={agreement} /> });
      const cards = await screen.findAllByTestId('list-card', {}, { timeout: 15_000 });
      expect(cards).toHaveLength(10);
      expect(screen.getByTestId('list-table').querySelector('table')).toBeNull();
      const card = cards[0];
      const title = within(card).getByRole('heading').textContent!;
      expect(within(card).getByRole('checkbox', { name: `选择「${title}」` })).toBeInTheDocument();
      expect(within(card).getByText('协议类型')).toBeInTheDocument();
      // Every action as a button (no 更多 on a card).
      expect(within(card).getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining(['编辑', '查看', '删除']));
      expect(within(card).queryByRole('button', { name: /^更多/ })).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('bulk status', { timeout: 90_000 }, () => {
  it('批量停用 then 批量启用 on the same page: the second run sees the records as the first left them', async () => {
    const table = await renderList();
    const bar = () => screen.getByTestId('bulk-bar');
    await userEvent.click(within(table).getByRole('checkbox', { name: '全选本页' }));
    await userEvent.click(within(bar()).getByRole('button', { name: '批量停用' }));
    const off = await screen.findByRole('dialog', { name: '批量停用' });
    await userEvent.click(within(off).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(off).getByTestId('bulk-run-summary')).toHaveTextContent(/失败 0 条/), { timeout: 15_000 });
    await userEvent.click(within(off).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(within(table).queryAllByRole('switch', { checked: true })).toHaveLength(0), { timeout: 15_000 });
    await userEvent.click(within(table).getByRole('checkbox', { name: '全选本页' }));
    await userEvent.click(within(bar()).getByRole('button', { name: '批量启用' }));
    const on = await screen.findByRole('dialog', { name: '批量启用' });
    expect(on).toHaveTextContent('确定启用 10 个');
    expect(within(on).getByRole('button', { name: '确定' })).toBeEnabled();
  });
});
