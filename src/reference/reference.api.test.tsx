import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../mock/node';
import { dataProvider } from '../dataProvider/dataProvider';
import { i18nProvider } from '../app/i18nProvider';
import { signIn } from '../../tests/helpers/session';
import { referenceReads, type ReferenceRead } from './reference.api';
import { useReference } from './useReference';

/** Counts the requests to a path the stand-in still answers. */
function countRequests(path: string): { count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) seen.count += 1;
  });
  return seen;
}

function Names<T extends Array<{ id: string | number }>>({ read, label, enabled = true }: { read: ReferenceRead<T>; label: string; enabled?: boolean }) {
  const state = useReference(read, enabled);
  if (state.error) {
    return (
      <button type="button" onClick={state.retry}>
        {`${label}:retry`}
      </button>
    );
  }
  return <p>{`${label}:${state.isPending ? 'pending' : (state.data?.length ?? 'none')}`}</p>;
}

const inAdmin = (children: React.ReactNode) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      {children}
    </AdminContext>,
  );

describe('useReference', () => {
  it('inputs showing the same list share one request', async () => {
    await signIn();
    const seen = countRequests('/common/currency/list');
    inAdmin(
      <>
        <Names read={referenceReads.currencies} label="a" />
        <Names read={referenceReads.currencies} label="b" />
      </>,
    );
    expect(await screen.findByText(/^a:\d+$/)).toBeInTheDocument();
    expect(screen.getByText(/^b:\d+$/)).toBeInTheDocument();
    expect(seen.count).toBe(1);
    server.events.removeAllListeners();
  });

  it('waits while disabled (areas before a country), then reads the chosen one', async () => {
    await signIn();
    const seen = countRequests('/shipSecondArea/list');
    const view = inAdmin(<Names read={referenceReads.areas('')} label="areas" enabled={false} />);
    expect(screen.getByText('areas:none')).toBeInTheDocument();
    expect(seen.count).toBe(0);
    view.rerender(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Names read={referenceReads.areas(1)} label="areas" />
      </AdminContext>,
    );
    expect(await screen.findByText(/^areas:[1-9]\d*$/)).toBeInTheDocument();
    expect(seen.count).toBe(1);
    server.events.removeAllListeners();
  });

  it('a failed read shows in place; retry reads again', async () => {
    await signIn();
    let fail = true;
    server.use(
      mswHttp.get('*/api/measurementUnit/list', () =>
        fail ? HttpResponse.json({ code: 200, data: { rows: [] } }) : HttpResponse.json({ code: 200, data: [{ id: 1, unitName: '件' }] }),
      ),
    );
    inAdmin(<Names read={referenceReads.units} label="units" />);
    const retry = await screen.findByRole('button', { name: 'units:retry' });
    fail = false;
    await act(async () => retry.click());
    await waitFor(() => expect(screen.getByText('units:1')).toBeInTheDocument());
  });
});
