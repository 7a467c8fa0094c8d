import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateBase, Notification } from 'react-admin';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../../src/mock/node';
import { renderInAdmin } from '../helpers/renderInAdmin';
import { signIn } from '../helpers/session';
import agreement from '../../schemas/agreement';
import deliveryAddress from '../../schemas/deliveryAddress';
import { SchemaListPage } from '../../src/resources/ui/SchemaListPage';
import { SchemaForm } from '../../src/resources/ui/SchemaForm';
import { okEnvelope } from '../helpers/renderInAdmin';
import { foreignOrder, foreignOrderItems } from '../../src/goods/foreignRecords.fixture';
import ordersSchema from '../../schemas/orders';
import type { ResourceSchema } from '../../src/resources/defineResource';
import OrderEditPage from '../../src/orders/OrderEditPage';
import { SchemaFormPage } from '../../src/resources/ui/SchemaFormPage';
import goodsSchema, { type Goods } from '../../schemas/goods';
import { dataProvider } from '../../src/dataProvider/dataProvider';

/** Text into a field as one input event (a click, then a paste): these tests check what is sent or kept, not typing, and each typed key re-renders the form (docs/performance.md, "Unit + contract, second pass"). */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/**
 * Issue 25 item 4: the console itself never repeats a write. A double click on a save or a
 * confirmation button sends once: the second click lands before the first call's pending state
 * has reached the screen (react-query delivers it on a timer), which is what two quick clicks in
 * separate tasks see. Each write is counted as the stand-in receives it.
 */
let writes: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname;
  // Signing in (the test's set-up) is not a write under test.
  if (request.method !== 'GET' && !path.includes('/loginUser/')) writes.push(`${request.method} ${path}`);
};
beforeEach(() => {
  writes = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
});

/** Two clicks, each flushed by React on its own (as two input events are), no timer in between. */
function doubleClick(button: HTMLElement): void {
  fireEvent.click(button);
  fireEvent.click(button);
}

async function renderList() {
  await signIn();
  renderInAdmin('/agreement', {
    '/agreement': (
      <>
        <SchemaListPage schema={agreement} />
        <Notification />
      </>
    ),
  });
  const table = await screen.findByTestId('list-table', {}, { timeout: 15_000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 15_000 });
  return within(table).getAllByRole('row').slice(1);
}

describe('a double click sends one write', { timeout: 90_000 }, () => {
  it('删除 → 确定', async () => {
    const [row] = await renderList();
    const title = row.querySelector('td.column-title')!.textContent!;
    await userEvent.click(within(row).getByRole('button', { name: `更多 ${title}` }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: '删除' }));
    const ask = await screen.findByRole('dialog', { name: '确认删除' });
    doubleClick(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认删除' })).toBeNull(), { timeout: 15_000 });
    expect(writes).toEqual(['DELETE /api/backend/agreement/delete']);
  });

  it('批量删除 → 确定', async () => {
    const rows = await renderList();
    for (const row of rows.slice(0, 2)) await userEvent.click(within(row).getByRole('checkbox'));
    // The bulk bar's actions load with the first selection (decision 310).
    await userEvent.click(await within(screen.getByTestId('bulk-bar')).findByRole('button', { name: /删除/ }, { timeout: 15_000 }));
    const ask = await screen.findByRole('dialog');
    doubleClick(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 15_000 });
    // One call per record (the contract deletes one id at a time), each sent once.
    expect(writes).toHaveLength(2);
    expect(new Set(writes)).toEqual(new Set(['DELETE /api/backend/agreement/delete']));
  });

  it('after a refusal the question stays and 确定 sends again (a new action), once', async () => {
    const [row] = await renderList();
    server.use(mswHttp.delete('*/api/backend/agreement/delete', () => HttpResponse.json({ code: 500, message: '协议使用中，不能删除', data: null }), { once: true }));
    await userEvent.click(within(row).getByRole('checkbox'));
    // The bulk bar's actions load with the first selection (decision 310).
    await userEvent.click(await within(screen.getByTestId('bulk-bar')).findByRole('button', { name: /删除/ }, { timeout: 15_000 }));
    const ask = await screen.findByRole('dialog');
    doubleClick(within(ask).getByRole('button', { name: '确定' }));
    await screen.findByText(/协议使用中，不能删除/, {}, { timeout: 15_000 });
    expect(writes).toHaveLength(1);
    const again = within(ask).getByRole('button', { name: '确定' });
    await waitFor(() => expect(again).toBeEnabled(), { timeout: 5_000 });
    doubleClick(again);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 15_000 });
    expect(writes).toHaveLength(2);
  });

  it('a status switch with its question → 确定', async () => {
    const [row] = await renderList();
    await userEvent.click(within(row).getByRole('switch', { name: /^状态: / }));
    const ask = await screen.findByRole('dialog');
    doubleClick(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 15_000 });
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^POST \/api\/backend\/agreement\/status\//);
  });

  it('保存 on a form', async () => {
    await signIn();
    renderInAdmin('/deliveryAddress', {
      '/deliveryAddress': (
        <CreateBase resource="deliveryAddress" redirect={false}>
          <SchemaForm schema={deliveryAddress} />
        </CreateBase>
      ),
    });
    await enter(await screen.findByLabelText(/自提点名称/, {}, { timeout: 15_000 }), '杭州萧山自提点');
    await enter(screen.getByLabelText(/联系人/), '赵敏');
    await enter(screen.getByLabelText(/联系电话/), '13900001111');
    await enter(screen.getByLabelText(/详细地址/), '浙江省杭州市萧山区建设一路 1 号');
    doubleClick(screen.getByRole('button', { name: /保存/ }));
    await waitFor(() => expect(writes.length).toBeGreaterThan(0), { timeout: 15_000 });
    await waitFor(() => expect(screen.getByRole('button', { name: /保存/ })).not.toBeDisabled(), { timeout: 15_000 });
    expect(writes).toEqual(['POST /api/backend/deliverySelfPickupPoint/operation']);
  });

  it('保存 of an order (postage and voucher)', async () => {
    await signIn();
    server.use(
      mswHttp.get('*/api/backend/supplier/orderInfo/:id', () => okEnvelope({ ...foreignOrder('0'), items: [foreignOrderItems[0]] })),
      mswHttp.post('*/api/backend/supplier/orderInfo/calculate/postFee', () => okEnvelope({ postFee: '14.5', currencyCode: 'USD', weight: '2', freightRuleId: 9011, surcharge: 0 })),
      mswHttp.post('*/api/backend/supplier/orderInfo/voucher/preparation', () => okEnvelope({ voucherNo: 778899, orderId: 4242, amount: '115', currencyCode: 'USD' })),
    );
    renderInAdmin('/orderManage/addOrder?id=4242', { '/orderManage/addOrder': <OrderEditPage schema={ordersSchema as ResourceSchema<unknown>} /> });
    await screen.findByTestId('postage-fee', {}, { timeout: 15_000 });
    await waitFor(() => expect(screen.getByTestId('order-save')).toBeEnabled(), { timeout: 15_000 });
    writes = [];
    doubleClick(screen.getByTestId('order-save'));
    await screen.findByTestId('voucher-info', {}, { timeout: 15_000 });
    expect(writes.filter((write) => write.includes('/voucher/'))).toEqual(['POST /api/backend/supplier/orderInfo/voucher/preparation']);
  });

  it('保存 of the goods editor', async () => {
    await signIn();
    // The SKU matrix is virtualised: give its scroll box a size so jsdom renders the rows.
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    try {
      const { data } = await dataProvider.getList<Goods>('goods', { pagination: { page: 1, perPage: 1 }, sort: { field: 'createTime', order: 'DESC' }, filter: {} });
      renderInAdmin(`/goodsManage/addGoods?id=${data[0].id}`, { '/goodsManage/addGoods': <SchemaFormPage schema={goodsSchema} />, '/goodsManage': <p>goods list</p> });
      // The generated form, then its SKU grid (a lazy field widget reading the SKUs itself).
      await screen.findByTestId('sku-matrix', {}, { timeout: 40_000 });
      fireEvent.change(screen.getByRole('textbox', { name: /商品名称/ }), { target: { value: `${data[0].goodsName}（新款）` } });
      writes = [];
      doubleClick(screen.getByTestId('goods-save'));
      // Saved: the editor stays on the goods (an edit), 保存 comes back.
      await waitFor(() => expect(writes.length).toBeGreaterThan(0), { timeout: 15_000 });
      await waitFor(() => expect(screen.getByTestId('goods-save')).toHaveTextContent('保存'), { timeout: 15_000 });
      await waitFor(() => expect(screen.getByTestId('goods-save')).toBeEnabled(), { timeout: 15_000 });
      expect(writes).toEqual(['POST /api/backend/supplier/goods/edit']);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

