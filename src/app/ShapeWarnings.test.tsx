import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportShapeIssue, resetShapeIssues } from '../resources/shapeReports';
import { ShapeWarningsWithI18n } from './ShapeWarnings';

afterEach(() => {
  resetShapeIssues();
  vi.restoreAllMocks();
});

const received = ['agreementId', 'agreementTitle', 'category', 'body', 'state'];
const sample = { agreementId: 3, agreementTitle: '隐私政策', category: 'PRIVACY', body: '<p>正文</p>', state: 'ENABLED' };

/** What a backend naming agreements its own way makes the boundary report (src/resources/recordCodec.ts). */
function reportForeignAgreement() {
  act(() => {
    reportShapeIssue({ resource: 'agreement', field: 'title', apiName: 'title', problem: 'missing', received, sample });
    reportShapeIssue({ resource: 'agreement', field: 'id', apiName: 'id', problem: 'missing', received, sample });
    reportShapeIssue({ resource: 'customer', field: 'level', apiName: 'level', problem: 'unknownValue', received: ['id', 'level'], value: '"Silver"' });
    reportShapeIssue({ resource: 'customer', field: 'level', apiName: 'level', problem: 'unknownValue', received: ['id', 'level'], value: '"SVIP"' });
  });
}

describe('record-shape warnings on screen (development and demo)', () => {
  it('groups the warnings by resource, each with the src/deployment.ts entry that fixes it; dismissed until a new one comes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<ShapeWarningsWithI18n />);
    expect(screen.queryByTestId('shape-warnings')).not.toBeInTheDocument();
    reportForeignAgreement();
    act(() => reportShapeIssue({ resource: 'agreement', field: 'title', apiName: 'title', problem: 'missing', received, sample }));
    expect(await screen.findByText('3 个字段与后端返回的数据不符（开发提示）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '详情' }));
    const list = screen.getByRole('region', { name: '按资源分组的字段提示' });
    const agreement = within(list).getByRole('heading', { name: 'resources.agreement' }).closest('section')!;
    expect(agreement).toHaveTextContent("resources: { agreement: { fields: { title: { apiName: 'agreementTitle' } } } }");
    expect(agreement).toHaveTextContent("id: { apiName: 'agreementId' }");
    // Every value outside the set so far, the console's own values, and a values map to paste.
    const customer = within(list).getByRole('heading', { name: 'resources.customer' }).closest('section')!;
    expect(customer).toHaveTextContent('values "Silver", "SVIP" are outside the declared set');
    expect(customer).toHaveTextContent("the console's values: 1 普通客户, 2 银牌客户, 3 金牌客户");
    expect(customer).toHaveTextContent("level: { values: { 2: 'Silver' } }");
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByTestId('shape-warnings')).not.toBeInTheDocument();
    act(() => reportShapeIssue({ resource: 'agreement', field: 'content', apiName: 'content', problem: 'missing', received, sample }));
    expect(await screen.findByText('4 个字段与后端返回的数据不符（开发提示）')).toBeInTheDocument();
  });

  it('复制全部为 deployment.ts copies one resources block with every fix; without a clipboard it shows the block to copy by hand', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<ShapeWarningsWithI18n />);
    reportForeignAgreement();
    await user.click(await screen.findByRole('button', { name: '复制全部为 deployment.ts' }));
    expect(await screen.findByText(/^已复制/)).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(copied.startsWith('resources: {')).toBe(true);
    expect(copied).toContain("title: { apiName: 'agreementTitle' },");
    expect(copied).toContain("id: { apiName: 'agreementId' },");
    expect(copied).toContain('// 相关协议 /agreement, /agreement/add');
    // Pasted as it is, it is valid code: the object a deployment declares.
    const pasted = (new Function(`return ({ ${copied} });`) as () => { resources: Record<string, { fields: Record<string, unknown> }> })().resources;
    expect(pasted.agreement.fields).toEqual({ title: { apiName: 'agreementTitle' }, id: { apiName: 'agreementId' } });
    expect(pasted.customer.fields).toEqual({ level: { values: { 2: 'Silver' } } });

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('not allowed'));
    act(() => reportShapeIssue({ resource: 'agreement', field: 'status', apiName: 'status', problem: 'missing', received, sample }));
    await user.click(screen.getByRole('button', { name: '复制全部为 deployment.ts' }));
    expect(await screen.findByText(/无法写入剪贴板/)).toBeInTheDocument();
    const manual = screen.getByRole('textbox', { name: 'src/deployment.ts 的 resources 配置' });
    expect((manual as HTMLTextAreaElement).value).toContain("status: { apiName: 'state' },");
  });
});
