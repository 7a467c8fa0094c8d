import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type RaRecord } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../../mock/node';
import { dataProvider } from '../../dataProvider/dataProvider';
import { i18nProvider } from '../../app/i18nProvider';
import { signIn } from '../../../tests/helpers/session';
import ordersSchema, { ORDER_STATUS } from '../../../schemas/orders';
import type { ResourceSchema } from '../../resources/defineResource';
import { getWaybill } from '../orders.api';
import BatchShipDialog from './BatchShipDialog';

const schema = ordersSchema as ResourceSchema<unknown>;

/**
 * 批量发货 in its dialog, against the stand-in: skipped orders listed, one carrier, a pasted
 * column of numbers, duplicates and bad numbers refused before anything is sent, the run with a
 * refused order, 重试失败项 sending only its sentDeliver, and 返回修改运单号 keeping the input.
 */
const seen: string[] = [];
server.events.on('request:start', ({ request }) => {
  const path = new URL(request.url).pathname.replace(/^\/api\/backend\/supplier\/orderInfo/, '');
  if (/waybill\/add|sentDeliver/.test(path)) seen.push(path);
});

async function ordersOf(status: number, perPage: number): Promise<RaRecord[]> {
  const { data } = await dataProvider.getList('orders', {
    pagination: { page: 1, perPage },
    sort: { field: 'createTime', order: 'DESC' },
    filter: { status },
  });
  return data;
}

function renderDialog(ids: RaRecord['id'][], records: RaRecord[], onClose = vi.fn()) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <BatchShipDialog
          schema={schema}
          name="sentDeliver"
          action={schema.api!.actions.sentDeliver}
          ids={ids}
          records={records}
          run={() => Promise.reject(new Error('not used'))}
          onDone={vi.fn()}
          onClose={onClose}
        />
      </AdminContext>
    </MemoryRouter>,
  );
  return onClose;
}

beforeEach(async () => {
  await signIn();
  seen.length = 0;
});
afterEach(() => server.resetHandlers());

describe('批量发货', { timeout: 90_000 }, () => {
  it('lists skipped orders, fills a pasted column, refuses duplicates, ships, retries only the refused sentDeliver', async () => {
    const toShip = await ordersOf(ORDER_STATUS.toShip, 3);
    const [shipped] = await ordersOf(ORDER_STATUS.shipped, 1);
    // Only two of the selection are "on the page": the others are read by the dialog.
    const onClose = renderDialog([...toShip.map((o) => o.id), shipped.id], [toShip[0], shipped]);
    const dialog = await screen.findByRole('dialog', { name: '批量发货' }, { timeout: 15_000 });
    await within(dialog).findByTestId('batch-ship-table', {}, { timeout: 15_000 });
    expect(within(dialog).getByTestId('batch-ship-summary')).toHaveTextContent(
      '共选择 4 个订单，其中 3 个待发货订单将发货',
    );
    expect(within(dialog).getByTestId('batch-ship-skipped')).toHaveTextContent(`${String(shipped.orderNo)}（已发货）`);

    await userEvent.click(await within(dialog).findByRole('combobox', { name: /物流商/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'DHL 国际快递' }));
    const first = within(dialog).getByRole('textbox', { name: `订单 ${String(toShip[0].orderNo)} 的运单号` });
    await userEvent.click(first);
    await userEvent.paste('DHL3001\r\nＤＨＬ３００２\r\nDHL3001\r\n');
    const inputs = toShip.map((o) =>
      within(dialog).getByRole('textbox', { name: `订单 ${String(o.orderNo)} 的运单号` }),
    );
    expect(inputs.map((i) => (i as HTMLInputElement).value)).toEqual(['DHL3001', 'DHL3002', 'DHL3001']);
    expect(within(dialog).getByTestId('batch-ship-announcement')).toHaveTextContent('已粘贴填入 3 个运单号');
    expect(within(dialog).getAllByText('运单号与第 3 行重复')).toHaveLength(1);
    expect(within(dialog).getAllByText('运单号与第 1 行重复')).toHaveLength(1);
    await userEvent.click(within(dialog).getByTestId('batch-ship-confirm'));
    expect(await within(dialog).findByTestId('batch-ship-invalid')).toHaveTextContent('有 2 个运单号需要修改');
    expect(seen).toEqual([]);

    // Fix the third; Enter moves from the second row to the third.
    await userEvent.click(inputs[1]);
    await userEvent.keyboard('{Enter}');
    expect(inputs[2]).toHaveFocus();
    await userEvent.clear(inputs[2]);
    await userEvent.type(inputs[2], 'DHL3003');
    server.use(
      mswHttp.post(
        `*/api/backend/supplier/orderInfo/sentDeliver/${String(toShip[1].id)}`,
        () => HttpResponse.json({ code: 500, message: '订单正在售后处理中', data: null }),
        { once: true },
      ),
    );
    await userEvent.click(within(dialog).getByTestId('batch-ship-confirm'));

    const run = await screen.findByTestId('bulk-run-dialog');
    expect(
      within(run).getByText('确定以「DHL 国际快递」发货 3 个订单吗？每个订单先保存运单，再标记为已发货。'),
    ).toBeInTheDocument();
    expect(within(run).getByTestId('bulk-run-skip-note')).toHaveTextContent('其中 1 条');
    await userEvent.click(within(run).getByRole('button', { name: '确定' }));
    await within(run).findByTestId('bulk-run-summary', {}, { timeout: 30_000 });
    const list = within(run).getByTestId('bulk-run-list');
    await waitFor(() => expect(list).toHaveTextContent('运单已保存，发货失败：订单正在售后处理中'));
    expect(list).toHaveTextContent('订单状态为「已发货」，仅待发货订单可以发货');
    expect(seen.filter((p) => p.includes('waybill/add'))).toHaveLength(3);

    seen.length = 0;
    await userEvent.click(within(run).getByRole('button', { name: '重试失败项（1）' }));
    await waitFor(() => expect(within(run).getByTestId('bulk-run-summary')).toHaveTextContent('成功 3 条，失败 0 条'), {
      timeout: 30_000,
    });
    expect(seen).toEqual([`/sentDeliver/${String(toShip[1].id)}`]);
    for (const order of toShip)
      expect((await dataProvider.getOne('orders', { id: order.id })).data.status).toBe(ORDER_STATUS.shipped);
    expect(await getWaybill(toShip[1].id)).toMatchObject({ waybillNo: 'DHL3002', carrierName: 'DHL 国际快递' });
    await userEvent.click(within(run).getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a refused waybill: 返回修改运单号 shows only the orders not shipped, with what was typed; the corrected number ships', async () => {
    const toShip = await ordersOf(ORDER_STATUS.toShip, 2);
    renderDialog(
      toShip.map((o) => o.id),
      toShip,
    );
    const dialog = await screen.findByRole('dialog', { name: '批量发货' }, { timeout: 15_000 });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: /物流商/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'DHL 国际快递' }));
    const [a, b] = toShip.map((o) =>
      within(dialog).getByRole('textbox', { name: `订单 ${String(o.orderNo)} 的运单号` }),
    );
    await userEvent.type(a, 'DHL4001{Enter}');
    expect(b).toHaveFocus();
    await userEvent.type(b, 'DHL4002{Enter}');
    // Enter on the last row goes to 确认发货 (nothing is sent by Enter).
    expect(within(dialog).getByTestId('batch-ship-confirm')).toHaveFocus();
    server.use(
      mswHttp.post(
        '*/api/backend/supplier/orderInfo/waybill/add',
        () => HttpResponse.json({ code: 500, message: '运单号已被其他订单使用', data: null }),
        { once: true },
      ),
    );
    await userEvent.keyboard('{Enter}');
    const run = await screen.findByTestId('bulk-run-dialog');
    await userEvent.click(within(run).getByRole('button', { name: '确定' }));
    await within(run).findByTestId('bulk-run-summary', {}, { timeout: 30_000 });
    expect(within(run).getByTestId('bulk-run-summary')).toHaveTextContent('成功 1 条，失败 1 条');
    expect(within(run).getByTestId('bulk-run-list')).toHaveTextContent('运单保存失败：运单号已被其他订单使用');
    const failedKey = seen.includes(`/sentDeliver/${String(toShip[0].id)}`) ? 1 : 0;

    await userEvent.click(within(run).getByTestId('batch-ship-back'));
    const back = await screen.findByRole('dialog', { name: '批量发货' });
    expect(within(back).getByText(/本次已发货 1 个订单/)).toBeInTheDocument();
    const left = within(back).getByRole('textbox', { name: `订单 ${String(toShip[failedKey].orderNo)} 的运单号` });
    expect(left).toHaveValue(failedKey === 0 ? 'DHL4001' : 'DHL4002');
    expect(within(back).getAllByRole('textbox')).toHaveLength(1);
    expect(within(back).getByRole('combobox', { name: /物流商/ })).toHaveTextContent('DHL 国际快递');
    await userEvent.clear(left);
    await userEvent.type(left, 'DHL4009');
    seen.length = 0;
    await userEvent.click(within(back).getByTestId('batch-ship-confirm'));
    const again = await screen.findByTestId('bulk-run-dialog');
    await userEvent.click(within(again).getByRole('button', { name: '确定' }));
    await waitFor(
      () => expect(within(again).getByTestId('bulk-run-summary')).toHaveTextContent('成功 1 条，失败 0 条'),
      { timeout: 30_000 },
    );
    expect(seen).toEqual(['/waybill/add', `/sentDeliver/${String(toShip[failedKey].id)}`]);
    expect(await getWaybill(toShip[failedKey].id)).toMatchObject({ waybillNo: 'DHL4009' });
  });
  it('从表格导入 opens the waybill sheet import; closing it without sending brings the table back as it was', async () => {
    const toShip = await ordersOf(ORDER_STATUS.toShip, 2);
    const onClose = renderDialog(
      toShip.map((o) => o.id),
      toShip,
    );
    const dialog = await screen.findByRole('dialog', { name: '批量发货' }, { timeout: 15_000 });
    const first = await within(dialog).findByRole('textbox', { name: `订单 ${String(toShip[0].orderNo)} 的运单号` }, { timeout: 15_000 });
    await userEvent.type(first, 'DHL5001');
    await userEvent.click(within(dialog).getByRole('button', { name: '从表格导入' }));
    const sheet = await screen.findByTestId('import-dialog', {}, { timeout: 15_000 });
    expect(screen.queryByTestId('batch-ship-dialog')).not.toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: '取消' }));
    const back = await screen.findByRole('dialog', { name: '批量发货' });
    expect(within(back).getByRole('textbox', { name: `订单 ${String(toShip[0].orderNo)} 的运单号` })).toHaveValue('DHL5001');
    expect(onClose).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
  });
});
