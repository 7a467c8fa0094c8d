import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { renderInAdmin } from '../../../../tests/helpers/renderInAdmin';
import { signIn } from '../../../../tests/helpers/session';
import freightRules from '../../../../schemas/freightRules';
import orders from '../../../../schemas/orders';
import { SchemaListPage } from '../SchemaListPage';
import { dayOf } from './filterPresets';

const filterOf = (router: ReturnType<typeof renderInAdmin>) =>
  JSON.parse(new URLSearchParams(router.state.location.search).get('filter') ?? '{}') as Record<string, unknown>;
const at = (path: string, filter: Record<string, unknown>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const chipsRegion = () => screen.findByRole('group', { name: '当前筛选条件' }, { timeout: 15_000 });
const form = () => screen.getByRole('search', { name: '搜索条件' });

afterEach(() => localStorage.clear());

describe('filters in sight (issue 23)', { timeout: 90_000 }, () => {
  it('shows every active filter as 标签：值 with labels, not ids; × removes one at once, 清除全部 all', async () => {
    await signIn();
    const router = renderInAdmin(at('/freightRules', { carrierId: 3, status: 0, name: '3 号' }), {
      '/freightRules': <SchemaListPage schema={freightRules} />,
    });
    const chips = await chipsRegion();
    // The carrier by its name once the options are read (the form's select reads the same).
    await within(chips).findByText('物流商：UPS 联合包裹', {}, { timeout: 15_000 });
    expect(within(chips).getByText('状态：停用')).toBeInTheDocument();
    expect(within(chips).getByText('规则名称：3 号')).toBeInTheDocument();

    await userEvent.click(within(chips).getByRole('button', { name: '移除筛选条件 物流商：UPS 联合包裹' }));
    await waitFor(() => expect(filterOf(router)).toEqual({ status: 0, name: '3 号' }), { timeout: 10_000 });
    await waitFor(() => expect(within(chips).queryByText(/^物流商：/)).toBeNull(), { timeout: 10_000 });
    // The form follows: its carrier select is empty again.
    expect(within(form()).getByRole('textbox', { name: '规则名称' })).toHaveValue('3 号');

    await userEvent.click(within(chips).getByRole('button', { name: '清除全部' }));
    await waitFor(() => expect(filterOf(router)).toEqual({}), { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('group', { name: '当前筛选条件' })).toBeNull(), { timeout: 10_000 });
  });

  it('counts the filters of the folded fields on 展开', async () => {
    await signIn();
    renderInAdmin(at('/freightRules', { status: 1 }), { '/freightRules': <SchemaListPage schema={freightRules} /> });
    await chipsRegion();
    // A folded field with a filter opens the form (decision 150); folded again, 展开 says how many.
    await userEvent.click(await within(form()).findByRole('button', { name: '收起' }));
    const expand = within(form()).getByRole('button', { name: '展开（折叠的字段中有 1 个筛选条件）' });
    expect(within(expand).getByTestId('folded-count')).toHaveTextContent('1');
    await userEvent.click(expand);
    expect(within(form()).getByRole('button', { name: '收起' })).toBeInTheDocument();
    expect(within(form()).queryByTestId('folded-count')).toBeNull();
  });

  it('常用筛选: applies 今日待发货, saves the current filter under a name and deletes it after asking', async () => {
    await signIn();
    const router = renderInAdmin(at('/orderManage', { status: 1 }), {
      '/orderManage': (
        <>
          <SchemaListPage schema={orders} />
          <Notification />
        </>
      ),
    });
    await chipsRegion();
    // The filter is a preset's: the button names it.
    const button = within(form()).getByRole('button', { name: '常用筛选：全部待发货' });
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: '常用筛选' }, { timeout: 10_000 });
    expect(within(panel).getByRole('button', { name: /^全部待发货/ })).toHaveAttribute('aria-current', 'true');
    expect(within(panel).getByText(/还没有保存的筛选/)).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: '保存' }));
    expect(within(panel).getByText('请输入名称')).toBeInTheDocument();
    await userEvent.type(within(panel).getByRole('textbox', { name: '保存当前筛选为' }), '早班待发');
    await userEvent.click(within(panel).getByRole('button', { name: '保存' }));
    await screen.findByText('已保存常用筛选「早班待发」', {}, { timeout: 10_000 });
    expect(within(panel).getByRole('button', { name: /^早班待发/ })).toBeInTheDocument();
    const stored = Object.keys(localStorage).find((key) => key.startsWith('supplier-admin-saved-filters.'));
    expect(stored).toMatch(/\.orders$/);
    expect(JSON.parse(localStorage.getItem(stored!)!).items).toEqual([{ name: '早班待发', filter: { status: 1 } }]);
    // The same name again offers 覆盖.
    await userEvent.type(within(panel).getByRole('textbox', { name: '保存当前筛选为' }), '早班待发');
    expect(within(panel).getByRole('button', { name: '覆盖' })).toBeInTheDocument();
    await userEvent.clear(within(panel).getByRole('textbox', { name: '保存当前筛选为' }));

    await userEvent.click(within(panel).getByRole('button', { name: /^今日待发货/ }));
    const today = dayOf(new Date());
    await waitFor(() => expect(filterOf(router)).toEqual({ status: 1, createTimeStart: today, createTimeEnd: today }), {
      timeout: 10_000,
    });
    const chips = await chipsRegion();
    expect(within(chips).getByText('订单状态：待发货')).toBeInTheDocument();
    await within(chips).findByText(`下单日期：${today}`, {}, { timeout: 10_000 });

    await userEvent.click(within(form()).getByRole('button', { name: '常用筛选：今日待发货' }));
    const again = await screen.findByRole('dialog', { name: '常用筛选' }, { timeout: 10_000 });
    await userEvent.click(within(again).getByRole('button', { name: '删除常用筛选「早班待发」' }));
    expect(within(again).getByText('确定删除常用筛选「早班待发」吗？')).toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: '删除' }));
    await screen.findByText('已删除常用筛选「早班待发」', {}, { timeout: 10_000 });
    expect(within(again).queryByRole('button', { name: /^早班待发/ })).toBeNull();
    expect(localStorage.getItem(stored!)).toBeNull();
  });
});
