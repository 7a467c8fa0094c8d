import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { http as mswHttp, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { server } from '../mock/node';
import { shapeIssueText, shapeIssues } from '../resources/shapeReports';
import { i18nProvider } from '../app/i18nProvider';
import { callApi, callKeys, defineCall } from './calls';
import { dataProvider } from './dataProvider';
import { useCallMutation, useCallQuery } from './useCall';

interface Seen {
  method: string;
  path: string;
  query: string;
  contentType: string | null;
  body: string;
}

/** Answers `*\/api/backend/test/...` with `data`, remembering what was sent. */
function answer(data: () => unknown): Seen[] {
  const seen: Seen[] = [];
  server.use(
    mswHttp.all('*/api/backend/test/*', async ({ request }) => {
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: url.pathname.replace(/^.*\/api/, ''),
        query: url.search,
        contentType: request.headers.get('content-type'),
        body: await request.text(),
      });
      return HttpResponse.json({ code: 200, message: 'ok', data: data() });
    }),
  );
  return seen;
}

const thing = z.object({ id: z.number(), name: z.string() });
const getThing = defineCall('GET /backend/test/thing/{id}', { place: 'params', query: z.object({ lang: z.string() }), response: thing });
const saveThing = defineCall('POST /backend/test/thing/save', { place: 'body', body: z.object({ name: z.string() }), response: z.boolean() });
const touchThing = defineCall('POST /backend/test/thing/touch/{id}', { place: 'none' });

describe('defineCall', () => {
  it('reads the notation once: method, spec path, placeholders, key', () => {
    expect(getThing).toMatchObject({ method: 'GET', path: '/backend/test/thing/{id}', notation: 'GET /backend/test/thing/{id}', pathKeys: ['id'], place: 'params' });
    expect(callKeys.one(getThing, { path: { id: 1 }, query: { lang: 'zh' } })).toEqual(['call', getThing.notation, { path: { id: 1 }, query: { lang: 'zh' }, body: null }]);
  });

  it('refuses a payload place written twice or contradicted by a shape', () => {
    expect(() => defineCall('GET /backend/test/thing?id', { place: 'params' })).toThrow(/place/);
    expect(() => defineCall('DELETE /backend/test/thing body:id', { place: 'body' })).toThrow(/place/);
    expect(() => defineCall('GET /backend/test/thing', { place: 'none', query: z.object({}) })).toThrow(/params/);
    expect(() => defineCall('POST /backend/test/thing', { place: 'params', body: z.object({}) })).toThrow(/body/);
  });
});

describe('dataProvider.call', () => {
  it('fills the path and sends the query in the query string, no body', async () => {
    const seen = answer(() => ({ id: 7, name: '七' }));
    await expect(dataProvider.call(getThing, { path: { id: 7 }, query: { lang: 'zh' } })).resolves.toEqual({ id: 7, name: '七' });
    expect(seen).toEqual([{ method: 'GET', path: '/backend/test/thing/7', query: '?lang=zh', contentType: null, body: '' }]);
  });

  it('sends a body place as JSON and nothing in the query string', async () => {
    const seen = answer(() => true);
    await expect(callApi(saveThing, { body: { name: '新' } })).resolves.toBe(true);
    expect(seen).toEqual([{ method: 'POST', path: '/backend/test/thing/save', query: '', contentType: 'application/json', body: '{"name":"新"}' }]);
  });

  it('refuses, before sending, a payload in a place the declaration does not name', async () => {
    const seen = answer(() => true);
    // @ts-expect-error a "none" call takes no body: the type says so and the runtime too
    await expect(callApi(touchThing, { path: { id: 1 }, body: { x: 1 } })).rejects.toThrow(/takes no body/);
    // @ts-expect-error nor a query
    await expect(callApi(touchThing, { path: { id: 1 }, query: { x: 1 } })).rejects.toThrow(/takes no query/);
    await expect(callApi(saveThing, {})).rejects.toThrow(/needs a body/);
    await expect(callApi(touchThing, {})).rejects.toThrow(/Missing path value "id"/);
    expect(seen).toEqual([]);
  });

  it('an answer that does not fit its shape is reported and becomes undefined, not an exception', async () => {
    answer(() => ({ id: 'seven' }));
    await expect(callApi(getThing, { path: { id: 7 }, query: { lang: 'zh' } })).resolves.toBeUndefined();
    // The report module loads with the first such answer (calls.ts, reportLater).
    await vi.waitFor(() =>
      expect(shapeIssues()).toEqual([
        expect.objectContaining({ resource: 'GET /backend/test/thing/{id}', field: 'id', problem: 'invalid', received: ['id'], declaredBy: 'call' }),
      ]),
    );
    // The fix it names is the call's declaration, not a schema or the deployment's field mapping.
    const text = shapeIssueText(shapeIssues()[0]);
    expect(text).toContain('defineCall');
    expect(text).not.toContain('schemas/');
  });
});

function Reader({ label }: { label: string }) {
  const { data } = useCallQuery(getThing, { path: { id: 1 }, query: { lang: 'zh' } });
  return <p>{`${label}:${data?.name ?? '…'}`}</p>;
}

function Saver() {
  const save = useCallMutation(saveThing, { invalidates: [getThing] });
  return (
    <button type="button" onClick={() => save.mutate({ body: { name: '改' } })}>
      save
    </button>
  );
}

describe('useCallQuery / useCallMutation', () => {
  it('two readers of one call share one request; a save refetches what it invalidates', async () => {
    let name = '旧';
    const seen = answer(() => {
      return seen.at(-1)?.method === 'POST' ? true : { id: 1, name };
    });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Reader label="a" />
        <Reader label="b" />
        <Saver />
      </AdminContext>,
    );
    expect(await screen.findByText('a:旧')).toBeInTheDocument();
    expect(screen.getByText('b:旧')).toBeInTheDocument();
    expect(seen.filter((s) => s.method === 'GET')).toHaveLength(1);

    name = '改';
    await act(async () => screen.getByRole('button', { name: 'save' }).click());
    await waitFor(() => expect(screen.getByText('a:改')).toBeInTheDocument());
    expect(screen.getByText('b:改')).toBeInTheDocument();
    expect(seen.map((s) => s.method)).toEqual(['GET', 'POST', 'GET']);
  });
});
