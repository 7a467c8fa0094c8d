import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, memoryStore, type TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { MemoryRouter } from 'react-router-dom';
import { http as mswHttp } from 'msw';
import { server } from '../../mock/node';
import { composeDataProvider, resourceAdapters } from '../../dataProvider/dataProvider';
import { messages, type Messages } from '../../../i18n';
import { signIn } from '../../../tests/helpers/session';
import { collectActionDialogs, findActionDialog, type ActionDialogDefinition } from '../actionRegistry';
import { defineResource } from '../defineResource';
import { field } from '../fields';
import { schemas } from '../registry';
import { createSchemaProvider } from '../schemaProvider';
import { runAction } from '../callAction';
import { SchemaListPage } from './SchemaListPage';
import { SchemaShowPage } from './SchemaShow';
import customer from '../../../schemas/customer';

/**
 * Rendered schema actions on a fixture schema over the banner endpoints of the stand-in (its
 * seeded banners: 中东斋月备货专场 and 开学季文具批发 off the market, the others on).
 */
const fixture = defineResource({
  name: 'actionFixture',
  routes: { list: '/action-fixture' },
  api: {
    list: 'GET /backend/bannerConfig/page',
    actions: {
      upMarket: {
        call: 'PUT /backend/bannerConfig/upMarket/{id}',
        payload: 'none',
        scope: 'record',
        confirm: true,
        visibleWhen: (r) => Number(r.market) !== 1,
        // Web banners only: an H5 banner shows the button disabled.
        enabledWhen: (r) => Number(r.type) === 1,
      },
      downMarket: { call: 'PUT /backend/bannerConfig/downMarket/{id}', payload: 'none', scope: 'record', confirm: true, tone: 'danger', visibleWhen: (r) => Number(r.market) === 1 },
      // Only banners on the market: a selection holding one that is off disables it.
      bulkDown: { call: 'PUT /backend/bannerConfig/downMarket/{id}', payload: 'none', scope: 'bulk', confirm: true, enabledWhen: (r) => Number(r.market) === 1 },
    },
  },
  fields: {
    title: field.text({ max: 50 }).list(),
    type: field.enum([{ value: 1 }, { value: 2 }]).list(),
    market: field.enum([{ value: 1, color: 'success' }, { value: 0 }]).readOnly().list(),
    sortOrder: field.number({ min: 0 }).list().sortable(),
  },
  recordLabel: 'title',
  defaultSort: { field: 'sortOrder', order: 'ASC' },
});

const zh = messages['zh-CN'];
const labels: Messages = {
  ...zh,
  resources: {
    ...(zh.resources as Messages),
    actionFixture: {
      name: '操作演示',
      singular: '轮播图',
      fields: { title: '标题', type: '端', market: '上架状态', sortOrder: '排序' },
      enums: { type: { 1: 'Web', 2: 'H5' }, market: { 1: '已上架', 0: '已下架' } },
      actions: { upMarket: '上架', downMarket: '下架', bulkDown: '批量下架' },
    },
  },
};
const i18n = polyglotI18nProvider(() => labels as unknown as TranslationMessages, 'zh-CN', [{ locale: 'zh-CN', name: '简体中文' }], { allowMissing: true });
const dataProvider = composeDataProvider([...resourceAdapters, { resource: fixture.name, provider: createSchemaProvider(fixture) }]);

/** Calls the stand-in receives (method + path), while the test listens. */
const seen: string[] = [];
const listen = ({ request }: { request: Request }) => {
  seen.push(`${request.method} ${new URL(request.url).pathname}`);
};
server.events.on('request:start', listen);
afterEach(() => {
  seen.length = 0;
});

async function renderList() {
  await signIn();
  render(
    <MemoryRouter initialEntries={['/action-fixture']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18n} store={memoryStore()}>
        <SchemaListPage schema={fixture} />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  await screen.findByText('中东斋月备货专场', {}, { timeout: 15_000 });
}

const row = (title: string) => screen.getByText(title, { selector: 'td, td *' }).closest('tr')!;
const marketCalls = (kind: 'upMarket' | 'downMarket') => seen.filter((s) => s.includes(`/bannerConfig/${kind}/`));

describe('rendered schema actions', { timeout: 90_000 }, () => {
  it('offers each record only the actions its state allows, disabled where enabledWhen fails', async () => {
    await renderList();
    expect(within(row('中东斋月备货专场')).getByRole('button', { name: '上架 中东斋月备货专场' })).toBeEnabled();
    expect(within(row('中东斋月备货专场')).queryByRole('button', { name: /^下架/ })).toBeNull();
    expect(within(row('双十一全球采购节主会场')).getByRole('button', { name: '下架 双十一全球采购节主会场' })).toBeEnabled();
    expect(within(row('双十一全球采购节主会场')).queryByRole('button', { name: /^上架/ })).toBeNull();
    expect(within(row('开学季文具批发')).getByRole('button', { name: '上架 开学季文具批发' })).toBeDisabled();
  });

  it('asks naming the record, is busy while the call runs, then toasts and shows the new state', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the call, then lets it through to the stand-in (a resolver returning nothing falls through).
    server.use(mswHttp.put('*/backend/bannerConfig/upMarket/:id', async () => {
      await gate;
    }));
    await renderList();
    await userEvent.click(within(row('中东斋月备货专场')).getByRole('button', { name: '上架 中东斋月备货专场' }));
    const ask = await screen.findByRole('dialog', { name: '确认上架' });
    expect(ask).toHaveTextContent('确定要上架「中东斋月备货专场」吗？');
    const confirm = within(ask).getByRole('button', { name: '确定' });
    expect(confirm.className).toContain('MuiButton-colorPrimary');
    expect(within(ask).getByRole('button', { name: '取消' }).querySelector('svg')).toBeNull();

    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(within(ask).getByRole('progressbar')).toBeInTheDocument();
    // (Behind the modal dialog, so hidden from the accessibility tree.)
    expect(within(row('中东斋月备货专场')).getByRole('button', { name: '上架 中东斋月备货专场', hidden: true })).toBeDisabled();

    release();
    await screen.findByText('操作成功', {}, { timeout: 15_000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The refreshed list: on the market now, so 下架 is offered instead of 上架.
    await waitFor(() => expect(within(row('中东斋月备货专场')).getByRole('button', { name: '下架 中东斋月备货专场' })).toBeEnabled(), { timeout: 15_000 });
    expect(within(row('中东斋月备货专场')).getByText('已上架')).toBeInTheDocument();
    expect(marketCalls('upMarket')).toHaveLength(1);
  });

  it('a danger action has a red confirm button; cancelling sends nothing', async () => {
    await renderList();
    await userEvent.click(within(row('双十一全球采购节主会场')).getByRole('button', { name: '下架 双十一全球采购节主会场' }));
    const ask = await screen.findByRole('dialog', { name: '确认下架' });
    expect(ask).toHaveTextContent('确定要下架「双十一全球采购节主会场」吗？');
    expect(within(ask).getByRole('button', { name: '确定' }).className).toContain('MuiButton-colorError');
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(marketCalls('downMarket')).toHaveLength(0);
    expect(within(row('双十一全球采购节主会场')).getByText('已上架')).toBeInTheDocument();
  });

  it('a bulk action runs once per selected record it applies to, skips the others unsent, lists every outcome, then clears the selection', async () => {
    await renderList();
    const titles = ['双十一全球采购节主会场', '春季家居新品首发', 'H5 限时秒杀'];
    // 中东斋月备货专场 is off the market already: enabledWhen refuses it, so it is skipped, not sent.
    await userEvent.click(within(row('中东斋月备货专场')).getByRole('checkbox'));
    for (const title of titles) await userEvent.click(within(row(title)).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: '批量下架' }));
    const run = await screen.findByRole('dialog', { name: '批量下架' });
    expect(run).toHaveTextContent('确定批量下架 3 个轮播图吗？');
    expect(run).toHaveTextContent('其中 1 条不适用此操作，将跳过，不会发送');
    await userEvent.click(within(run).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(run).getByTestId('bulk-run-summary')).toHaveTextContent('成功 3 条，失败 0 条，跳过 1 条，已取消 0 条'), { timeout: 15_000 });
    const results = within(within(run).getByRole('list', { name: '处理结果' })).getAllByRole('listitem');
    expect(results.map((li) => li.textContent)).toEqual(['–中东斋月备货专场跳过当前状态不适用此操作', ...titles.map((t) => `✔${t}成功`)]);
    expect(marketCalls('downMarket')).toHaveLength(3);
    expect(within(run).queryByRole('button', { name: /重试失败项/ })).toBeNull();
    await userEvent.click(within(run).getByRole('button', { name: '关闭' }));
    for (const title of titles) await waitFor(() => expect(within(row(title)).getByText('已下架')).toBeInTheDocument(), { timeout: 15_000 });
    for (const title of [...titles, '中东斋月备货专场']) await waitFor(() => expect(within(row(title)).getByRole('checkbox')).not.toBeChecked());
  });
});

describe('runAction', () => {
  it('a bulk call whose endpoint takes the ids (`body:ids`) is sent once with all of them', async () => {
    const roles = defineResource({
      name: 'roleBulkFixture',
      routes: { list: '/role-bulk-fixture' },
      api: {
        list: 'GET /backend/accountManagerRole/page',
        actions: { removeAll: { call: 'DELETE /backend/accountManagerRole body:ids', payload: 'body', scope: 'bulk' } },
      },
      fields: { roleName: field.text({ max: 20 }).list() },
    });
    const provider = composeDataProvider([...resourceAdapters, { resource: roles.name, provider: createSchemaProvider(roles) }]);
    await signIn();
    const page = async () => (await provider.getList(roles.name, { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).data;
    const before = await page();
    const ids = before.slice(0, 3).map((r) => r.id);
    await runAction(provider, roles, 'removeAll', ids);
    expect(seen.filter((s) => s === 'DELETE /api/backend/accountManagerRole')).toHaveLength(1);
    const after = (await page()).map((r) => r.id);
    expect(after).toHaveLength(before.length - 3);
    for (const id of ids) expect(after).not.toContain(id);
  });
});

describe('action dialogs', { timeout: 90_000 }, () => {
  it('a record action with a dialog on the details page: the dialog sends the input, then 操作成功 and the new state', async () => {
    await signIn();
    render(
      <MemoryRouter initialEntries={['/customerManage/details?id=4']}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18n} store={memoryStore()}>
          <SchemaShowPage schema={customer} />
          <Notification />
        </AdminContext>
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '分配经理 圣保罗巴西之家商贸' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: '分配账户经理' }, { timeout: 15_000 });
    expect(dialog).toHaveTextContent('客户：圣保罗巴西之家商贸');
    // Nothing chosen: refused in place, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await within(dialog).findByText('请选择账户经理');
    expect(seen.filter((s) => s.endsWith('/setManage'))).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('combobox'), '陈思');
    await userEvent.click(await screen.findByRole('option', { name: /陈思雨/ }, { timeout: 15_000 }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await screen.findByText('操作成功', {}, { timeout: 15_000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await within(screen.getByTestId('schema-show')).findByText('陈思雨', {}, { timeout: 15_000 });
    expect(seen.filter((s) => s.endsWith('/setManage'))).toHaveLength(1);
  });


  it('two dialogs of one name fail at start-up', () => {
    const def = (name: string): { actionDialog: ActionDialogDefinition } => ({ actionDialog: { name, component: () => null } });
    expect(() => collectActionDialogs({ 'a.action.tsx': def('assign'), 'b.action.tsx': def('assign') })).toThrow(/Two action dialogs are named "assign"/);
    expect([...collectActionDialogs({ 'a.action.tsx': def('assign'), 'b.action.tsx': def('pick') }).keys()]).toEqual(['assign', 'pick']);
  });

  it('every dialog a schema names is registered', () => {
    const named = schemas.flatMap((s) => Object.values(s.api?.actions ?? {}).flatMap((a) => (a.dialog ? [a.dialog] : [])));
    expect(named).toContain('assignManager');
    for (const name of named) expect(findActionDialog(name), name).toBeDefined();
  });
});
