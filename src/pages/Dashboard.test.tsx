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
import { lastDays, rangeFilter } from './dashboard/orderStats';

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

  it('charts (lazy): orders per day over 30 days from the list read with the 下单日期 range, orders per status, each with a summary and a data table', async () => {
    const days = lastDays(new Date());
    const inRange = await total('orders', rangeFilter({ from: 'createTimeStart', to: 'createTimeEnd', time: false }, days));
    const perStatus = await Promise.all([0, 1, 2, 3, 4].map((status) => total('orders', { status })));
    renderDashboard();
    const trend = await screen.findByTestId('chart-order-trend', {}, { timeout: 15_000 });
    await waitFor(() => expect(trend).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 });
    expect(trend).toHaveAccessibleName('近 30 天订单趋势');
    expect(trend).toHaveAccessibleDescription(inRange > 0 ? new RegExp(`^近 30 天共 ${inRange} 单，单日最多`) : '近 30 天暂无订单');
    const trendTable = within(trend).getByRole('table', { name: '近 30 天订单趋势' });
    const dayRows = within(trendTable).getAllByRole('row').slice(1);
    expect(dayRows).toHaveLength(30);
    expect(dayRows[29]).toHaveTextContent(days[29]);
    expect(dayRows.reduce((sum, row) => sum + Number(row.querySelector('td')!.textContent), 0)).toBe(inRange);

    const status = screen.getByTestId('chart-order-status');
    await waitFor(() => expect(status).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 });
    expect(status).toHaveAccessibleName('各状态订单数');
    const sum = perStatus.reduce((a, b) => a + b, 0);
    expect(status).toHaveAccessibleDescription(`共 ${sum} 单：待付款 ${perStatus[0]}，待发货 ${perStatus[1]}，已发货 ${perStatus[2]}，已完成 ${perStatus[3]}，已取消 ${perStatus[4]}`);
    const statusRows = within(within(status).getByRole('table')).getAllByRole('row').slice(1);
    expect(statusRows.map((row) => row.textContent)).toEqual(['待付款', '待发货', '已发货', '已完成', '已取消'].map((label, i) => `${label}${perStatus[i]}`));
  });

  it('asks the backend for each figure once: the status chart reuses the status cards’ totals', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.url.includes('/orderInfo/page')) void request.clone().text().then((body) => asked.push(body));
    };
    server.events.on('request:start', listen);
    try {
      renderDashboard();
      const status = await screen.findByTestId('chart-order-status', {}, { timeout: 15_000 });
      await waitFor(() => expect(status).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 });
      await waitFor(() => expect(screen.getByTestId('chart-order-trend')).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 });
      const perStatus = [0, 1, 2, 3, 4].map((value) => asked.filter((body) => JSON.parse(body).status === value && JSON.parse(body).pageSize === 1).length);
      expect(perStatus).toEqual([1, 1, 1, 1, 1]);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('charts: a failed trend read shows 重试 in place (no toast) and the retry draws it', async () => {
    // Only the trend's read carries the date range; the figures' reads still answer.
    server.use(
      mswHttp.post('*/backend/supplier/orderInfo/page', async ({ request }) => {
        const body = (await request.clone().json()) as Record<string, unknown>;
        return body.createTimeStart ? new HttpResponse(null, { status: 503 }) : undefined;
      }),
    );
    renderDashboard();
    const trend = await screen.findByTestId('chart-order-trend', {}, { timeout: 15_000 });
    await waitFor(() => expect(trend).toHaveAttribute('data-state', 'error'), { timeout: 15_000 });
    expect(within(trend).getByText('图表数据加载失败')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('chart-order-status')).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 });
    expect(toasts).toEqual([]);

    server.resetHandlers();
    fireEvent.click(within(trend).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByTestId('chart-order-trend')).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 });
  });
});
