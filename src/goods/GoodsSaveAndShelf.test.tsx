import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../mock/node';
import { signIn } from '../../tests/helpers/session';
import { renderInAdmin } from '../../tests/helpers/renderInAdmin';
import { dataProvider } from '../dataProvider/dataProvider';
import goodsSchema, { type Goods } from '../../schemas/goods';
import { SchemaFormPage } from '../resources/ui/SchemaFormPage';

/**
 * 保存并上架 on the goods editor (the generated form of schemas/goods.ts) against the stand-in: saved and on the shelf in one go, back to
 * the list; a refused shelf call after a good save says so and stays; a goods already on the
 * shelf is not offered it. Required marks follow the schema.
 */
const renderAt = (url: string) =>
  renderInAdmin(url, {
    '/goodsManage/addGoods': <SchemaFormPage schema={goodsSchema} />,
    '/goodsManage': <p>goods list</p>,
  });

async function goodsWithShelf(status: 0 | 1): Promise<Goods> {
  const { data } = await dataProvider.getList<Goods>('goods', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createTime', order: 'DESC' },
    filter: { shelfStatus: status },
  });
  return data[0];
}
const read = async (id: Goods['id']) => (await dataProvider.getOne<Goods>('goods', { id })).data;

async function openEditor(goods: Goods) {
  const router = renderAt(`/goodsManage/addGoods?id=${goods.id}`);
  // The form, then the SKU grid (lazy field widgets, its SKUs read on their own).
  await screen.findByTestId('sku-matrix', {}, { timeout: 40_000 });
  return router;
}

beforeEach(async () => {
  await signIn();
  // The SKU matrix is virtualised: give its scroll box a size so jsdom renders the rows.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});

describe('保存并上架', { timeout: 120_000 }, () => {
  it('saves what was typed, puts the goods on the shelf and goes back to the list', async () => {
    const goods = await goodsWithShelf(0);
    const router = await openEditor(goods);
    const name = screen.getByRole('textbox', { name: /商品名称/ });
    fireEvent.change(name, { target: { value: `${goods.goodsName}（新款）` } });
    await userEvent.click(screen.getByRole('button', { name: '保存并上架' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/goodsManage'), { timeout: 15_000 });
    const after = await read(goods.id);
    expect(after.goodsName).toBe(`${goods.goodsName}（新款）`);
    expect(after.shelfStatus).toBe(1);
  });

  it('a refused shelf call after a good save: saved, not on the shelf, said so, the editor stays', async () => {
    const goods = await goodsWithShelf(0);
    server.use(
      mswHttp.post('*/api/backend/supplier/goods/shelf/on/:id', () => HttpResponse.json({ code: 500, message: '该商品暂不能上架', data: null }), {
        once: true,
      }),
    );
    const router = await openEditor(goods);
    fireEvent.change(screen.getByRole('textbox', { name: /商品名称/ }), { target: { value: '改过的名字' } });
    await userEvent.click(screen.getByRole('button', { name: '保存并上架' }));
    const warning = await screen.findByTestId('goods-shelf-error', {}, { timeout: 15_000 });
    expect(warning).toHaveTextContent('商品已保存，但上架失败：该商品暂不能上架');
    expect(router.state.location.pathname).toBe('/goodsManage/addGoods');
    expect(screen.getByRole('textbox', { name: /商品名称/ })).toHaveValue('改过的名字');
    const after = await read(goods.id);
    expect(after.goodsName).toBe('改过的名字');
    expect(after.shelfStatus).toBe(0);
  });

  it('a failed save does not call the shelf and keeps what was typed', async () => {
    const goods = await goodsWithShelf(0);
    let shelfCalls = 0;
    server.use(
      mswHttp.post('*/api/backend/supplier/goods/edit', () => new HttpResponse('down', { status: 502 }), { once: true }),
      mswHttp.post('*/api/backend/supplier/goods/shelf/on/:id', () => {
        shelfCalls += 1;
        return HttpResponse.json({ code: 200, message: 'ok', data: true });
      }),
    );
    await openEditor(goods);
    fireEvent.change(screen.getByRole('textbox', { name: /商品名称/ }), { target: { value: '不会丢的名字' } });
    await userEvent.click(screen.getByRole('button', { name: '保存并上架' }));
    expect(await screen.findByTestId('goods-save-error', {}, { timeout: 15_000 })).toHaveTextContent('保存失败');
    expect(shelfCalls).toBe(0);
    expect(screen.getByRole('textbox', { name: /商品名称/ })).toHaveValue('不会丢的名字');
    expect((await read(goods.id)).shelfStatus).toBe(0);
  });

  it('is not offered for a goods already on the shelf', async () => {
    await openEditor(await goodsWithShelf(1));
    expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存并上架' })).not.toBeInTheDocument();
  });
});

describe('required marks', { timeout: 60_000 }, () => {
  it('the same * on the required form fields and the required SKU columns, none elsewhere', async () => {
    await openEditor(await goodsWithShelf(1));
    const marked = (label: HTMLElement | null) => label?.textContent?.trim().endsWith('*') ?? false;
    const labelOf = (name: string) => screen.getAllByText(name, { selector: 'label *, label' })[0].closest('label');
    expect(marked(labelOf('商品名称'))).toBe(true);
    expect(marked(labelOf('商品分类'))).toBe(true);
    expect(marked(labelOf('计量单位'))).toBe(true);
    expect(marked(labelOf('商品编号'))).toBe(false);
    const headers = within(screen.getByTestId('sku-matrix'));
    const header = (key: string) => headers.getByTestId(`sku-header-${key}`).textContent?.trim() ?? '';
    for (const key of ['skuCode', 'price', 'currencyCode', 'stock', 'weight']) expect(header(key)).toMatch(/\*$/);
    expect(header('image')).not.toMatch(/\*/);
    expect(header('combination')).not.toMatch(/\*/);
    // The mark is the same element everywhere (react-admin's FieldTitle), hidden from screen readers.
    expect(headers.getByTestId('sku-header-weight').querySelector('[aria-hidden="true"]')?.textContent).toBe(
      labelOf('商品名称')?.querySelector('[aria-hidden="true"]')?.textContent,
    );
  });
});
