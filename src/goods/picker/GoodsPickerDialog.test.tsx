import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { http as mswHttp } from 'msw';
import { server } from '../../mock/node';
import { dataProvider } from '../../dataProvider/dataProvider';
import { i18nProvider } from '../../app/i18nProvider';
import { shapeIssues } from '../../resources/shapeReports';
import { signIn } from '../../../tests/helpers/session';
import { captureShapeIssues } from '../../../tests/helpers/shapeIssues';
import { okEnvelope } from '../../../tests/helpers/renderInAdmin';
import type { MarketGoods } from './marketGoods';
import { GoodsPickerDialog } from './GoodsPickerDialog';

/**
 * The goods picker of 商品营销 / 排行榜 against a backend with its own field names (issue 11): it
 * used to take the whole page down (`goodsName.slice`); now it lists what it can and reports.
 */
const call = '*/api/backend/supplier/goods/marketEnable/list';
const ok = okEnvelope;

function renderPicker(onPick: (goods: MarketGoods) => void) {
  // A fresh react-query cache per render (AdminContext makes one): the list is cached per session.
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <GoodsPickerDialog value={null} onClose={() => undefined} onPick={onPick} />
      </AdminContext>
    </MemoryRouter>,
  );
}

captureShapeIssues();
beforeEach(async () => {
  await signIn();
});

describe('the goods picker', { timeout: 60_000 }, () => {
  it('lists foreign rows without throwing: empty names show —, rows without an id are left out, mismatches reported', async () => {
    server.use(
      mswHttp.get(call, () =>
        ok([
          { id: 1, name: 'Renamed', minPrice: '3.9', currencyCode: 'USD', goodsNo: 'G-1', categoryName: '杯' },
          { goodsName: '没有编号的商品' },
          null,
          { id: '2', goodsName: '保温杯', goodsNo: 2002, mainImage: 'javascript:alert(1)', minPrice: 3.9, maxPrice: '9.9', currencyCode: 'USD', categoryName: null },
        ]),
      ),
    );
    let picked: MarketGoods | null = null;
    renderPicker((goods) => {
      picked = goods;
    });
    const list = await screen.findByRole('list', { name: '选择营销商品' }, { timeout: 15_000 });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('—');
    expect(rows[0]).toHaveTextContent('G-1 · 杯 · USD 3.90');
    expect(rows[1]).toHaveTextContent('保温杯');
    expect(rows[1]).toHaveTextContent('2002 · USD 3.90 – 9.90');
    expect(rows[1].querySelector('img')).toBeNull(); // a javascript: picture is never shown
    expect(screen.queryByText('没有编号的商品')).not.toBeInTheDocument();

    await userEvent.click(rows[1]);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(picked).toEqual({ id: '2', goodsName: '保温杯', goodsNo: '2002', mainImage: 'javascript:alert(1)', minPrice: 3.9, maxPrice: 9.9, currencyCode: 'USD', categoryName: '' });

    const found = shapeIssues().map((issue) => `${issue.resource}.${issue.field}:${issue.problem}`);
    expect(found).toEqual(expect.arrayContaining(['goods.goodsName:missing', 'goods.id:missing', 'goods.(record):notARecord']));
    expect(shapeIssues().find((issue) => issue.field === 'goodsName')?.received).toContain('name');
  });

  it('an answer that is not a list: the load error with 重试 in the dialog, not a crash', async () => {
    server.use(mswHttp.get(call, () => ok({ records: [] }), { once: true }));
    renderPicker(() => undefined);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect((await screen.findByRole('list', { name: '选择营销商品' }, { timeout: 15_000 })).children.length).toBeGreaterThan(0);
  });
});
