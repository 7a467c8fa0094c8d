import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError, reportHttpError } from '../dataProvider/errors';
import { HttpErrorNotifier } from './HttpErrorNotifier';
import { i18nProvider } from './i18nProvider';

function setup() {
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()}>
      <HttpErrorNotifier />
      <Notification />
    </AdminContext>,
  );
}

describe('HTTP error toasts', () => {
  afterEach(() => cleanup());

  it('shows the catalogue message in Chinese when the server sent none', async () => {
    setup();
    reportHttpError(new HttpError({ kind: 'http', status: 403, i18nKey: 'http.errors.403' }));
    await waitFor(() => expect(screen.getByText('拒绝访问')).toBeInTheDocument());
  });

  it("prefers the server's own message", async () => {
    setup();
    reportHttpError(new HttpError({ kind: 'envelope', code: 500, i18nKey: 'http.errors.generic', serverMessage: '商品已下架，无法编辑' }));
    await waitFor(() => expect(screen.getByText('商品已下架，无法编辑')).toBeInTheDocument());
  });

  it('shows the same failure once when parallel calls fail alike', async () => {
    setup();
    for (let i = 0; i < 3; i += 1) reportHttpError(new HttpError({ kind: 'http', status: 502, i18nKey: 'http.errors.502' }));
    await waitFor(() => expect(screen.getByText('网关错误')).toBeInTheDocument());
    expect(screen.getAllByText('网关错误')).toHaveLength(1);
  });
});
