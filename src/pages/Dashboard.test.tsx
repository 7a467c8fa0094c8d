import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../tests/helpers/session';
import { i18nProvider } from '../app/i18nProvider';
import { subscribeHttpErrors, type HttpError } from '../dataProvider/errors';
import { dataProvider } from '../dataProvider/dataProvider';
import { server } from '../mock/node';
import { Dashboard } from './Dashboard';

/** A list's total as the dataProvider answers it (the figure the dashboard must show). */
const total = async (resource: string, filter: Record<string, unknown> = {}) =>
  (await dataProvider.getList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter })).total ?? 0;

function renderDashboard() {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider} store={memoryStore()}>
        <Dashboard />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('dashboard', () => {
  const toasts: HttpError[] = [];
  let unsubscribe: () => void;
  beforeEach(async () => {
    toasts.length = 0;
    unsubscribe = subscribeHttpErrors((error) => toasts.push(error));
    await signIn();
  });
  afterEach(() => {
    unsubscribe();
    cleanup();
  });

  it('shows the real totals: goods, customers and orders per status of the order schema, each linking to the filtered list', async () => {
    const expected = await Promise.all([0, 1, 2, 3, 4].map((status) => total('orders', { status })));
    const goods = await total('goods');
    const toShip = expected[1];
    renderDashboard();
    const goodsCard = screen.getByTestId('card-goods');
    await waitFor(() => expect(within(goodsCard).getByText(goods.toLocaleString())).toBeInTheDocument());
    for (const [status, total] of expected.entries()) {
      const card = screen.getByTestId(`order-status-${status}`);
      await waitFor(() => expect(card.querySelector('[data-state="ready"]')).toHaveTextContent(String(total)));
    }
    const sum = expected.reduce((a, b) => a + b, 0);
    await waitFor(() => expect(screen.getByTestId('card-orders').querySelector('[data-state="ready"]')).toHaveTextContent(String(sum)));
    // Labels from the schema; each status opens the list filtered by it (filter in the URL).
    const toShipCard = screen.getByTestId('order-status-1');
    expect(toShipCard).toHaveTextContent('待发货');
    expect(toShipCard).toHaveAttribute('href', `/orderManage?filter=${encodeURIComponent('{"status":1}')}`);
    expect(await screen.findByText(`有 ${toShip} 个订单等待发货`)).toBeInTheDocument();
    expect(screen.getByTestId('card-goods').closest('a') ?? screen.getByTestId('card-goods').querySelector('a')).toHaveAttribute('href', '/goodsManage');
  });

  it('shows an error state with retry on one card, quietly (no toast), the others still load', async () => {
    server.use(mswHttp.post('*/backend/purchaserInfo/page', () => new HttpResponse(null, { status: 503 })));
    renderDashboard();
    const customers = screen.getByTestId('card-customers');
    expect(customers.querySelector('[data-state="loading"]')).not.toBeNull();
    await waitFor(() => expect(customers.querySelector('[data-state="error"]')).not.toBeNull());
    expect(within(customers).getByText('加载失败')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('card-goods').querySelector('[data-state="ready"]')).not.toBeNull());
    expect(toasts).toEqual([]);

    server.resetHandlers();
    fireEvent.click(within(customers).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(customers.querySelector('[data-state="ready"]')).not.toBeNull());
  });
});
