import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../mock/node';
import { shapeIssues } from '../resources/shapeReports';
import { signIn } from '../../tests/helpers/session';
import { captureShapeIssues, reportedShapes } from '../../tests/helpers/shapeIssues';
import { okEnvelope, renderInAdmin } from '../../tests/helpers/renderInAdmin';
import { dataProvider } from '../dataProvider/dataProvider';
import goodsSchema from '../../schemas/goods';
import { SchemaFormPage } from '../resources/ui/SchemaFormPage';
import GoodsViewPage from './GoodsViewPage';
import { foreignGoods, foreignSkus } from './foreignRecords.fixture';

/**
 * The goods detail and edit pages against a backend that names and types fields its own way
 * (issue 11): the page renders what it can, shows empty where the record has nothing, reports the
 * mismatches, and a failed load shows the catalogue message in place with 重试 / 返回列表.
 */
const calls = { info: '*/api/backend/supplier/goods/info/:id', skus: '*/api/backend/goodsSku/list' };
const ok = okEnvelope;

const renderAt = (url: string) =>
  renderInAdmin(url, {
    '/goodsManage/viewGoods': <GoodsViewPage schema={goodsSchema} />,
    '/goodsManage/addGoods': <SchemaFormPage schema={goodsSchema} />,
    '/goodsManage': <p>goods list</p>,
  });

function answerForeign() {
  server.use(
    mswHttp.get(calls.info, () => ok(foreignGoods)),
    mswHttp.get(calls.skus, () => ok(foreignSkus)),
  );
}

const reported = reportedShapes;

captureShapeIssues();
beforeEach(async () => {
  await signIn();
});

describe('a goods record with foreign field names', { timeout: 60_000 }, () => {
  it('view page: renders what fits, empty where nothing fits, shelf state unknown (not 已下架), mismatches reported', async () => {
    answerForeign();
    renderAt('/goodsManage/viewGoods?id=7');
    const view = await screen.findByTestId('goods-view', {}, { timeout: 15_000 });
    expect(view).toHaveTextContent('10086'); // goodsNo sent as a number
    expect(view).toHaveTextContent('服装 / 男装 / T恤');
    expect(view).toHaveTextContent('USD 6.50'); // minPrice as a string, maxPrice unreadable
    expect(view).toHaveTextContent('暂无图片'); // media missing
    expect(screen.getByTestId('goods-status')).toHaveTextContent('—');
    expect(view).not.toHaveTextContent('已下架');
    const skus = within(screen.getByTestId('goods-view-skus'));
    expect(skus.getByText('FX-001')).toBeInTheDocument();
    expect(skus.getByText('USD 12.50')).toBeInTheDocument();
    // Stored HTML is drawn once the sanitizer has loaded (its own chunk).
    await waitFor(() => expect(screen.getByTestId('goods-view-description')).toHaveTextContent('来自外部后端的描述'), { timeout: 15_000 });
    expect(screen.getByRole('link', { name: /编辑/ })).toHaveAttribute('href', '/goodsManage/addGoods?id=7');
    expect(reported()).toEqual(
      expect.arrayContaining(['goods.goodsName:missing', 'goods.shelfStatus:missing', 'goods.media:missing', 'goods.maxPrice:invalid', 'goodsSku.id:missing', 'goodsSku.weight:invalid']),
    );
    expect(shapeIssues().find((issue) => issue.field === 'shelfStatus')?.received).toContain('onShelf');
  });

  it('edit page: the form and the SKU matrix open with what the record has', async () => {
    // The SKU matrix is virtualised: give its scroll box a size so jsdom renders the rows.
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    answerForeign();
    renderAt('/goodsManage/addGoods?id=7');
    await screen.findByTestId('goods-editor', {}, { timeout: 15_000 });
    // The SKU grid (a field widget) reads the goods' SKUs itself.
    await screen.findByTestId('sku-count', {}, { timeout: 30_000 });
    expect(screen.getByDisplayValue('10086')).toBeInTheDocument();
    expect(screen.getByTestId('sku-count')).toHaveTextContent('共 1 个 SKU');
    expect(await screen.findByDisplayValue('FX-001')).toBeInTheDocument();
    expect(screen.getByTestId('sku-0-price')).toHaveValue('12.5');
    // Stock missing and weight unreadable: empty cells the form asks for, not "undefined".
    expect(screen.getByTestId('sku-0-stock')).toHaveValue('');
    expect(screen.getByTestId('sku-0-weight')).toHaveValue('');
    expect(screen.getByTestId('goods-save')).toBeEnabled();
    expect(screen.queryByTestId('load-error')).not.toBeInTheDocument();
    expect(reported()).toEqual(expect.arrayContaining(['goods.goodsName:missing', 'goodsSku.id:missing']));
  });

  it('view page: a shelf status outside 上架 / 下架 is shown as it came (not —, not 已下架) and reported', async () => {
    server.use(
      mswHttp.get(calls.info, () => ok({ ...foreignGoods, goodsName: '审核中的商品', shelfStatus: 'PENDING_REVIEW' })),
      mswHttp.get(calls.skus, () => ok(foreignSkus)),
    );
    renderAt('/goodsManage/viewGoods?id=7');
    await screen.findByTestId('goods-view', {}, { timeout: 15_000 });
    const chip = screen.getByTestId('goods-status');
    expect(chip).toHaveTextContent('PENDING_REVIEW');
    expect(chip).toHaveAttribute('title', '本系统未定义的上架状态：PENDING_REVIEW');
    expect(screen.getByTestId('goods-view')).not.toHaveTextContent('已下架');
    expect(shapeIssues().find((issue) => issue.field === 'shelfStatus')).toMatchObject({ problem: 'unknownValue', value: '"PENDING_REVIEW"' });
  });

  it('an answer that is no record at all: 非本系统的接口 in place, not a crash', async () => {
    server.use(mswHttp.get(calls.info, () => ok(true)));
    renderAt('/goodsManage/viewGoods?id=7');
    const alert = await screen.findByTestId('load-error', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('数据加载失败');
    expect(alert).toHaveTextContent('非本系统的接口');
  });
});

describe('a failed goods load', { timeout: 60_000 }, () => {
  it.each([
    ['view', '/goodsManage/viewGoods', 'goods-view'],
    ['edit', '/goodsManage/addGoods', 'goods-editor'],
  ])('%s page: the catalogue message in place, 返回列表, 重试 loads it, the URL stays', async (_, path, testId) => {
    const { data } = await dataProvider.getList('goods', { pagination: { page: 1, perPage: 1 }, sort: { field: 'createTime', order: 'DESC' }, filter: {} });
    const url = `${path}?id=${data[0].id}`;
    server.use(mswHttp.get(calls.info, () => new HttpResponse('bad gateway', { status: 502 }), { once: true }));
    const router = renderAt(url);
    const alert = await screen.findByTestId('load-error', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('数据加载失败');
    expect(alert).toHaveTextContent('网关错误');
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/goodsManage');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(url);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByTestId(testId, {}, { timeout: 15_000 });
    expect(screen.queryByTestId('load-error')).not.toBeInTheDocument();
  });
});
