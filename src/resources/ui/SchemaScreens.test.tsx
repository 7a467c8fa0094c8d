import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, CreateBase, ListPaginationContext, Notification, memoryStore, type ListPaginationContextValue } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../../mock/node';
import { dataProvider } from '../../dataProvider/dataProvider';
import { i18nProvider } from '../../app/i18nProvider';
import { signIn } from '../../../tests/helpers/session';
import agreement from '../../../schemas/agreement';
import deliveryAddress from '../../../schemas/deliveryAddress';
import freightRules from '../../../schemas/freightRules';
import { SchemaListPage } from './SchemaListPage';
import { SchemaFormPage } from './SchemaFormPage';
import { SchemaForm } from './SchemaForm';
import { Pager, clampPage } from './Pager';
import { toCsv } from './csv';

let lastLocation = '';
function LocationSpy() {
  const location = useLocation();
  lastLocation = `${location.pathname}${location.search}`;
  return null;
}

function renderAt(url: string, routes: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>{routes}</Routes>
        <LocationSpy />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

/**
 * Text into a field as one input event: a click, then a paste. Each typed key re-renders the
 * whole form (and MUI measures a multiline field on every one); what these tests check is the
 * value kept, not typing (docs/performance.md, "Unit + contract, second pass").
 */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('generated list', { timeout: 90_000 }, () => {
  it('reads its filters from the URL and writes them back', async () => {
    await signIn();
    const filter = encodeURIComponent(JSON.stringify({ title: '隐私' }));
    renderAt(`/agreement?filter=${filter}`, <Route path="/agreement" element={<SchemaListPage schema={agreement} />} />);
    await screen.findByText('共 2 条', {}, { timeout: 15000 });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(within(row).getAllByText(/隐私政策/).length).toBeGreaterThan(0);

    // The search form's real fields take over from the light ones on the first focus, once their
    // code is in (decision 330): type into the field that holds the focus then.
    await userEvent.click(screen.getByRole('textbox', { name: '协议标题' }));
    const title = await waitFor(() => {
      const field = screen.getByRole('textbox', { name: '协议标题' });
      expect(field.closest('[data-search-light]')).toBeNull();
      expect(field).toHaveFocus();
      return field;
    }, { timeout: 15000 });
    await userEvent.clear(title);
    await userEvent.type(title, '售后{Enter}');
    await waitFor(() => expect(decodeURIComponent(lastLocation)).toContain('"title":"售后"'), { timeout: 15000 });
    // Both filters match two rows, so '共 2 条' is already on screen from the first search:
    // wait for the new rows themselves, then check that no old row is left.
    await waitFor(() => {
      const newRows = screen.getAllByRole('row').slice(1);
      expect(newRows).toHaveLength(2);
      for (const row of newRows) expect(within(row).getAllByText(/售后服务协议/).length).toBeGreaterThan(0);
    }, { timeout: 15000 });
  });

  it('pages with the spec pager (sizes, page buttons, go-to box)', async () => {
    await signIn();
    renderAt('/freightRules', <Route path="/freightRules" element={<SchemaListPage schema={freightRules} />} />);
    await screen.findByText('共 23 条', {}, { timeout: 15000 });
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(screen.getAllByRole('row').slice(1)).toHaveLength(3), { timeout: 15000 });
    expect(lastLocation).toContain('page=3');
    const jump = screen.getByLabelText('前往');
    await userEvent.type(jump, '2{Enter}');
    await waitFor(() => expect(lastLocation).toContain('page=2'), { timeout: 15000 });
  });
});

describe('generated form', { timeout: 90_000 }, () => {
  it('rejects bad input with Chinese messages and never requires a hidden field', async () => {
    await signIn();
    renderAt('/freightRules/add', <Route path="/freightRules/add" element={<SchemaFormPage schema={freightRules} />} />);
    const save = await screen.findByRole('button', { name: /保存/ });
    // The area depends on the country: hidden while no country is chosen.
    expect(screen.queryByLabelText(/二级区域/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/首重 \(kg\)/), '-1');
    await userEvent.type(screen.getByLabelText(/首重价格/), '1.234');
    await userEvent.click(save);
    expect((await screen.findAllByText('必填项不能为空')).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText('不能小于 0.01')).toBeInTheDocument();
    expect(screen.getByText('金额最多两位小数')).toBeInTheDocument();
    expect(lastLocation).toBe('/freightRules/add');
  });

  it.each([
    ['HTTP 500', () => HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 }), '服务器内部错误'],
    ['gateway timeout', () => HttpResponse.json({}, { status: 504 }), '网关超时'],
    ['a client-side rule (invalid phone)', null, null],
  ])('keeps every typed value when the save fails (%s)', async (_name, reply, message) => {
    await signIn();
    if (reply) server.use(mswHttp.post('*/api/backend/deliverySelfPickupPoint/operation', reply));
    renderAt(
      '/deliveryAddress',
      <Route
        path="/deliveryAddress"
        element={
          <CreateBase resource="deliveryAddress" redirect={false}>
            <SchemaForm schema={deliveryAddress} />
          </CreateBase>
        }
      />,
    );
    const name = await screen.findByLabelText(/自提点名称/);
    await enter(name, '杭州萧山自提点');
    await enter(screen.getByLabelText(/联系人/), '赵敏');
    await enter(screen.getByLabelText(/联系电话/), reply ? '13900001111' : 'abc');
    await enter(screen.getByLabelText(/详细地址/), '浙江省杭州市萧山区建设一路 1 号');
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    if (message) await screen.findByText(message, {}, { timeout: 5000 });
    else await screen.findByText('请输入有效的电话号码');
    expect(screen.getByLabelText(/自提点名称/)).toHaveValue('杭州萧山自提点');
    expect(screen.getByLabelText(/联系人/)).toHaveValue('赵敏');
    expect(screen.getByLabelText(/详细地址/)).toHaveValue('浙江省杭州市萧山区建设一路 1 号');
  });
});

describe('form dialog', { timeout: 90_000 }, () => {
  it('asks before Escape drops typed input, and keeps it when the user stays', async () => {
    await signIn();
    renderAt('/deliveryAddress', <Route path="/deliveryAddress" element={<SchemaListPage schema={deliveryAddress} />} />);
    await screen.findByText('共 14 条', {}, { timeout: 15000 });
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增自提点' });
    const name = within(dialog).getByLabelText(/自提点名称/);
    await userEvent.type(name, '临时自提点');
    await userEvent.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: '放弃未保存的修改？' });
    await userEvent.click(within(confirm).getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '放弃未保存的修改？' })).not.toBeInTheDocument());
    // The form dialog is hidden from the accessibility tree until the question's exit transition
    // ends (MUI's modal manager): found when it is back, which on a loaded machine is later.
    const form = await screen.findByRole('dialog', { name: '新增自提点' }, { timeout: 15_000 });
    expect(within(form).getByLabelText(/自提点名称/)).toHaveValue('临时自提点');

    await userEvent.click(within(screen.getByRole('dialog', { name: '新增自提点' })).getByRole('button', { name: '取消' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '放弃未保存的修改？' })).getByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增自提点' })).not.toBeInTheDocument());
  });

  it('closes at once when nothing was typed', async () => {
    await signIn();
    renderAt('/deliveryAddress', <Route path="/deliveryAddress" element={<SchemaListPage schema={deliveryAddress} />} />);
    await screen.findByText('共 14 条', {}, { timeout: 15000 });
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    await screen.findByRole('dialog', { name: '新增自提点' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增自提点' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: '放弃未保存的修改？' })).not.toBeInTheDocument();
  });
});

describe('pager and export helpers', () => {
  it('shows 7 page buttons around the current page (docs/spec.md §9)', () => {
    const context = { page: 10, perPage: 10, total: 200, setPage: () => {}, setPerPage: () => {}, isPending: false } as unknown as ListPaginationContextValue;
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ListPaginationContext.Provider value={context}>
          <Pager />
        </ListPaginationContext.Provider>
      </AdminContext>,
    );
    const pages = within(screen.getByTestId('pager'))
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => /^\d+$/.test(t ?? ''));
    expect(pages).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(screen.getByText('共 200 条')).toBeInTheDocument();
  });

  it('clamps the go-to page', () => {
    expect(clampPage('9', 3)).toBe(3);
    expect(clampPage('0', 3)).toBe(1);
    expect(clampPage('', 3)).toBeNull();
  });
  it('writes CSV with a BOM, quoting and formula guard', () => {
    expect(toCsv(['名称', 'x'], [['a,b', '=SUM(A1)'], ['say "hi"', null]])).toBe('\ufeff名称,x\r\n"a,b",\'=SUM(A1)\r\n"say ""hi""",');
  });
});
