import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type RaRecord, type Store } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { dataProvider } from '../dataProvider/dataProvider';
import { i18nProvider } from '../app/i18nProvider';
import { signIn } from '../../tests/helpers/session';
import ordersSchema, { ORDER_STATUS } from '../../schemas/orders';
import type { ResourceSchema } from '../resources/defineResource';
import { RecordActions } from '../resources/ui/SchemaActions';
import { getWaybill } from './orders.api';
import { LAST_CARRIER_KEY } from './lastCarrier';

const schema = ordersSchema as ResourceSchema<unknown>;

/** 待发货 orders of the stand-in, newest first (none has a waybill yet). */
async function ordersToShip(count: number): Promise<RaRecord[]> {
  const { data } = await dataProvider.getList('orders', {
    pagination: { page: 1, perPage: count },
    sort: { field: 'id', order: 'DESC' },
    filter: { status: ORDER_STATUS.toShip },
  });
  return data;
}

function renderRows(records: RaRecord[], store: Store) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={store}>
        {records.map((record) => (
          <RecordActions key={String(record.id)} schema={schema} record={record} />
        ))}
      </AdminContext>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await signIn();
});

// Issue 23 item 3: the carrier is asked once, not for every order (shared with 批量发货).
describe('发货 remembers the last carrier', { timeout: 60_000 }, () => {
  it('the next order starts with the carrier just used, the cursor in 运单号; 批量发货 reads the same choice', async () => {
    const [first, second] = await ordersToShip(2);
    const store = memoryStore();
    renderRows([first, second], store);

    await userEvent.click(screen.getByRole('button', { name: `发货 ${String(first.orderNo)}` }));
    let dialog = await screen.findByRole('dialog');
    // Nothing remembered yet: the carrier is asked first.
    const carrier = await within(dialog).findByRole('combobox', { name: /物流商/ }, { timeout: 15_000 });
    await waitFor(() => expect(carrier).toHaveFocus());
    await userEvent.click(carrier);
    await userEvent.click(await screen.findByRole('option', { name: '顺丰国际' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /运单号/ }), 'SF20260501{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(store.getItem(LAST_CARRIER_KEY)).toBe(4);

    await userEvent.click(screen.getByRole('button', { name: `发货 ${String(second.orderNo)}` }));
    dialog = await screen.findByRole('dialog');
    const number = await within(dialog).findByRole('textbox', { name: /运单号/ }, { timeout: 15_000 });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /物流商/ })).toHaveTextContent('顺丰国际'));
    await waitFor(() => expect(number).toHaveFocus());
    await userEvent.keyboard('SF20260502{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(await getWaybill(second.id)).toMatchObject({ waybillNo: 'SF20260502', carrierName: '顺丰国际' });
  });
});
