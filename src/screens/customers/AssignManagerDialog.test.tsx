import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, memoryStore, type RaRecord } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../../mock/node';
import { dataProvider } from '../../dataProvider/dataProvider';
import { i18nProvider } from '../../app/i18nProvider';
import { signIn } from '../../../tests/helpers/session';
import customerSchema from '../../../schemas/customer';
import { RecordActions } from '../../resources/ui/SchemaActions';

/**
 * 分配经理 on a customer row: the dialog's managers come from the declared source
 * `referenceSources.managerPicker` (one reader, src/resources/ui/useReferenceOptions.ts); the
 * choice is sent as the `setManage` body and lands on the customer. Against the stand-in.
 */
const managerReads: string[] = [];
const listen = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname.endsWith('/accountManager/list')) managerReads.push(request.url);
};
server.events.on('request:start', listen);

/** A customer of the stand-in without a manager yet (the dialog then starts with none chosen). */
async function aCustomer(): Promise<RaRecord> {
  const { data } = await dataProvider.getList('customer', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
  const customer = data.find((c) => c.accountManagerId === null || c.accountManagerId === undefined);
  if (!customer) throw new Error('the stand-in has no customer without a manager');
  return customer;
}

function renderRow(record: RaRecord) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <RecordActions schema={customerSchema} record={record} />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

async function openDialog(customer: RaRecord): Promise<HTMLElement> {
  renderRow(customer);
  await userEvent.click(screen.getByRole('button', { name: `分配经理 ${String(customer.purchaserName)}` }));
  return screen.findByRole('dialog', { name: '分配账户经理' }, { timeout: 15_000 });
}

beforeEach(async () => {
  await signIn();
  managerReads.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});

describe('分配经理 dialog', { timeout: 60_000 }, () => {
  it('offers the managers with their phones, asks for a choice, and assigns the one picked', async () => {
    const customer = await aCustomer();
    const dialog = await openDialog(customer);
    expect(dialog).toHaveTextContent(`客户：${String(customer.purchaserName)}`);

    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择账户经理')).toBeInTheDocument();

    const picker = within(dialog).getByRole('combobox', { name: /选择账户经理/ });

    await userEvent.click(picker);
    const options = await screen.findAllByRole('option', {}, { timeout: 15_000 });
    expect(options.length).toBe(12);
    expect(managerReads).toHaveLength(1);
    // The phone tells same-named managers apart: 名字（电话）.
    expect(options[0].textContent).toMatch(/^.+（.+）$/);
    const chosen = options[3];
    const name = chosen.textContent!.replace(/（.*$/, '');
    await userEvent.click(chosen);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(await screen.findAllByText('操作成功')).toHaveLength(1);

    const saved = (await dataProvider.getOne('customer', { id: customer.id })).data;
    const { data: managers } = await dataProvider.getList('accountManager', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(managers.find((m) => m.id === saved.accountManagerId)?.name).toBe(name);
  });

  it('a failed read of the managers says so in Chinese with 重试, which reads them again', async () => {
    // Refused until 重试 (react-query may read again on its own before the error shows).
    server.use(mswHttp.get('*/api/accountManager/list', () => HttpResponse.json({ code: 500, message: '服务繁忙', data: null })));
    // react-query's back-off between those reads (1 s, 2 s, 4 s) passes on a fake clock: the
    // waits are its own, not the dialog's, and took 7 s of the run (docs/performance.md).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const dialog = await openDialog(await aCustomer());
    const failed = within(dialog).findByText('账户经理列表加载失败', {}, { timeout: 30_000 });
    const skipBackOff = setInterval(() => vi.advanceTimersByTime(1000), 20);
    const alert = await failed.finally(() => clearInterval(skipBackOff));
    vi.useRealTimers();
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
    server.resetHandlers();
    const failedReads = managerReads.length;
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: '重试' }));
    const picker = await within(dialog).findByRole('combobox', { name: /选择账户经理/ }, { timeout: 15_000 });
    await userEvent.click(picker);
    expect((await screen.findAllByRole('option', {}, { timeout: 15_000 })).length).toBe(12);
    expect(managerReads).toHaveLength(failedReads + 1);
  });
});
