import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, memoryStore, type RaRecord } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../mock/node';
import { dataProvider } from '../dataProvider/dataProvider';
import { i18nProvider } from '../app/i18nProvider';
import { signIn } from '../../tests/helpers/session';
import ordersSchema, { ORDER_STATUS } from '../../schemas/orders';
import type { ResourceSchema } from '../resources/defineResource';
import { RecordActions } from '../resources/ui/SchemaActions';
import { addWaybill, getWaybill } from './orders.api';

const schema = ordersSchema as ResourceSchema<unknown>;

/**
 * 发货 from a row (issue 13): the schema's `sentDeliver` action opens one dialog with the waybill
 * form; 确认发货 saves the waybill, then ships, with one toast. Against the stand-in's orders.
 */
const seen: string[] = [];
const listen = ({ request }: { request: Request }) => {
  seen.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`);
};
server.events.on('request:start', listen);
const sent = (path: string) => seen.filter((call) => call.endsWith(path)).length;

/** A waybill number as one input event (a click, then a paste): the tests check what is kept and sent, not typing (docs/performance.md, "Unit + contract, second pass"). */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** A 待发货 order of the stand-in (none of them has a waybill yet). */
async function orderToShip(): Promise<RaRecord> {
  const { data } = await dataProvider.getList('orders', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter: { status: ORDER_STATUS.toShip } });
  expect(await getWaybill(data[0].id)).toBeNull();
  return data[0];
}

function renderRow(record: RaRecord) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <RecordActions schema={schema} record={record} />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

async function chooseCarrier(dialog: HTMLElement, name: string) {
  await userEvent.click(await within(dialog).findByRole('combobox', { name: /物流商/ }, { timeout: 15_000 }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

beforeEach(async () => {
  await signIn();
  seen.length = 0;
});
afterEach(() => server.resetHandlers());

describe('ship an order from its row', { timeout: 60_000 }, () => {
  it('one dialog: waybill form, 确认发货 adds the waybill then ships, one toast, the order is 已发货', async () => {
    const order = await orderToShip();
    renderRow(order);
    await userEvent.click(screen.getByRole('button', { name: `发货 ${String(order.orderNo)}` }));
    const dialog = await screen.findByRole('dialog', { name: `发货 · 订单 ${String(order.orderNo)}` });
    expect(within(dialog).getByTestId('ship-order-summary')).toHaveTextContent(String(order.buyerName));
    // A bad number is refused in the form with the Chinese message; nothing is sent.
    await chooseCarrier(dialog, 'DHL 国际快递');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /运单号/ }), '单号!');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await within(dialog).findByText('运单号为 4-40 位字母、数字或横线')).toBeInTheDocument();
    expect(sent('/waybill/add')).toBe(0);

    const number = within(dialog).getByRole('textbox', { name: /运单号/ });
    await userEvent.clear(number);
    await userEvent.type(number, 'DHL20261201{Enter}'); // Enter submits the form
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(seen.filter((call) => /waybill\/add|sentDeliver/.test(call))).toEqual(['POST /backend/supplier/orderInfo/waybill/add', `POST /backend/supplier/orderInfo/sentDeliver/${order.id}`]);
    expect(await screen.findAllByText('操作成功')).toHaveLength(1);
    expect((await dataProvider.getOne('orders', { id: order.id })).data.status).toBe(ORDER_STATUS.shipped);
    expect(await getWaybill(order.id)).toMatchObject({ waybillNo: 'DHL20261201', carrierName: 'DHL 国际快递' });
  });

  it('a refused waybill keeps what was typed and shows the Chinese error in the dialog; the second try ships', async () => {
    const order = await orderToShip();
    server.use(mswHttp.post('*/api/backend/supplier/orderInfo/waybill/add', () => HttpResponse.json({ code: 500, message: '物流商不存在', data: null }), { once: true }));
    renderRow(order);
    await userEvent.click(screen.getByRole('button', { name: `发货 ${String(order.orderNo)}` }));
    const dialog = await screen.findByRole('dialog');
    await chooseCarrier(dialog, 'DHL 国际快递');
    await enter(within(dialog).getByRole('textbox', { name: /运单号/ }), 'DHL-77001');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await within(dialog).findByTestId('ship-order-error', {}, { timeout: 15_000 })).toHaveTextContent('运单保存失败：物流商不存在');
    expect(within(dialog).getByRole('textbox', { name: /运单号/ })).toHaveValue('DHL-77001');
    expect(within(dialog).getByRole('combobox', { name: /物流商/ })).toHaveTextContent('DHL 国际快递');
    expect(sent('/sentDeliver/' + String(order.id))).toBe(0);
    expect(screen.queryByText('操作成功')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect((await dataProvider.getOne('orders', { id: order.id })).data.status).toBe(ORDER_STATUS.shipped);
  });

  it('a refused shipping after the waybill is saved says so; the retry ships without sending the waybill again', async () => {
    const order = await orderToShip();
    server.use(mswHttp.post('*/api/backend/supplier/orderInfo/sentDeliver/:id', () => HttpResponse.json({ code: 500, message: '订单已被买家取消', data: null }), { once: true }));
    renderRow(order);
    await userEvent.click(screen.getByRole('button', { name: `发货 ${String(order.orderNo)}` }));
    const dialog = await screen.findByRole('dialog');
    await chooseCarrier(dialog, 'DHL 国际快递');
    await enter(within(dialog).getByRole('textbox', { name: /运单号/ }), 'DHL-77002');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await within(dialog).findByTestId('ship-order-error', {}, { timeout: 15_000 })).toHaveTextContent('运单已保存，发货失败：订单已被买家取消');
    expect(within(dialog).getByRole('textbox', { name: /运单号/ })).toHaveValue('DHL-77002');

    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(sent('/waybill/add')).toBe(1);
    expect(sent(`/sentDeliver/${String(order.id)}`)).toBe(2);
  });

  it('an order with a waybill: the form starts from it and 确认发货 ships without sending it again; Escape closes', async () => {
    const order = await orderToShip();
    const waybill = await addWaybill({ orderId: order.id, carrierId: 1, waybillNo: 'SF20260099' });
    seen.length = 0;
    renderRow(order);
    await userEvent.click(screen.getByRole('button', { name: `发货 ${String(order.orderNo)}` }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /运单号/ })).toHaveValue(waybill!.waybillNo));
    expect(dialog).toHaveTextContent('已带出该订单的运单');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('/sentDeliver/' + String(order.id))).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: `发货 ${String(order.orderNo)}` }));
    const again = await screen.findByRole('dialog');
    await waitFor(() => expect(within(again).getByRole('textbox', { name: /运单号/ })).toHaveValue(waybill!.waybillNo));
    await userEvent.click(within(again).getByRole('button', { name: '确认发货' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(sent('/waybill/add')).toBe(0);
    expect((await dataProvider.getOne('orders', { id: order.id })).data.status).toBe(ORDER_STATUS.shipped);
  });
});
