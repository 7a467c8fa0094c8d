import { describe, expect, it, vi } from 'vitest';
import { deployment } from '../../deployment';
import { resetShapeIssues, shapeIssues } from '../shapeReports';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { AdminContext, memoryStore, useCreate, type RaRecord } from 'react-admin';
import { dataProvider } from '../../dataProvider/dataProvider';
import { i18nProvider } from '../../app/i18nProvider';
import { signIn } from '../../../tests/helpers/session';
import { field } from '../fields';
import type { FieldSpec } from '../defineResource';
import { referenceSources } from '../../reference/sources';
import { server } from '../../mock/node';
import { fieldReference, referenceOptions } from '../referenceSource';
import { fetchReferenceOptions, useReferenceOptions, type ReferenceTarget } from './useReferenceOptions';

const spec = (key: string, built: { state: Omit<FieldSpec, 'key'> }): FieldSpec => ({ key, ...built.state });
const templateField = spec('goodsTemplateId', field.reference(referenceSources.goodsTemplates));
const currencyField = spec('currency', field.reference<string>(referenceSources.currencies));

function Options({
  of,
  id,
  params = {},
}: {
  of: ReferenceTarget;
  id: string;
  params?: Readonly<Record<string, unknown>> | null;
}) {
  const { data, isError } = useReferenceOptions(of, params);
  return <p data-testid={id}>{isError ? 'failed' : data ? data.map((o) => o.name).join('|') : 'pending'}</p>;
}

/** Counts the requests to one path while a test runs. */
function countRequests(path: string): { count: number; stop: () => void } {
  const seen = { count: 0, stop: () => server.events.removeAllListeners('request:start') };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) seen.count += 1;
  });
  return seen;
}

const inAdmin = (children: React.ReactNode) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      {children}
    </AdminContext>,
  );

function AddTemplate({ from }: { from: RaRecord }) {
  const [create] = useCreate();
  return (
    <button
      type="button"
      onClick={() => create('goodsTemplate', { data: { ...from, id: undefined, name: '新模板甲' } })}
    >
      add
    </button>
  );
}

describe('useReferenceOptions', () => {
  it('a template saved on its own screen shows in every picker of it without a reload', async () => {
    await signIn();
    const { data: rows } = await dataProvider.getList('goodsTemplate', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const { data: from } = await dataProvider.getOne('goodsTemplate', { id: rows[0].id });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Options of={templateField} id="goodsTemplateId" />
        <AddTemplate from={from} />
      </AdminContext>,
    );
    await waitFor(() => expect(screen.getByTestId('goodsTemplateId').textContent).toContain(String(from.name)));
    expect(screen.getByTestId('goodsTemplateId').textContent).not.toContain('新模板甲');
    await act(async () => screen.getByRole('button', { name: 'add' }).click());
    await waitFor(() => expect(screen.getByTestId('goodsTemplateId').textContent).toContain('新模板甲'));
  });

  it('an endpoint reference reads its declared call: options by the field’s value and label keys', async () => {
    await signIn();
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Options of={currencyField} id="currency" />
      </AdminContext>,
    );
    await waitFor(() => expect(screen.getByTestId('currency').textContent).toMatch(/人民币|美元/));
  });

  it('two screens reading one source make one call: a schema field and a hand-written input share the read', async () => {
    await signIn();
    const seen = countRequests('/common/currency/list');
    inAdmin(
      <>
        <Options of={currencyField} id="form" />
        <Options of={referenceSources.currencies} id="dialog" />
        <Options of={spec('other', field.reference<string>(referenceSources.currencies))} id="cell" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('form').textContent).toMatch(/人民币/));
    expect(screen.getByTestId('dialog').textContent).toBe(screen.getByTestId('form').textContent);
    expect(screen.getByTestId('cell').textContent).toBe(screen.getByTestId('form').textContent);
    expect(seen.count).toBe(1);
    seen.stop();
  });

  it('a read outside React (an export) lands in the same cache: the screen then makes no call', async () => {
    await signIn();
    const seen = countRequests('/shipCountry/list');
    const view = inAdmin(<p>empty</p>);
    const queryClient = new QueryClient();
    const options = await fetchReferenceOptions(referenceSources.countries, {}, { dataProvider, queryClient });
    expect(options.length).toBeGreaterThan(0);
    view.rerender(
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={queryClient}
      >
        <Options of={referenceSources.countries} id="countries" />
      </AdminContext>,
    );
    await waitFor(() => expect(screen.getByTestId('countries').textContent).toBe(options.map((o) => o.name).join('|')));
    expect(seen.count).toBe(1);
    seen.stop();
  });

  it('a dependent source waits for its params, then reads once per params', async () => {
    await signIn();
    const seen = countRequests('/shipSecondArea/list');
    const areas = spec('areaId', field.reference(referenceSources.areas, { params: { countryId: 'countryId' } }));
    const view = inAdmin(<Options of={areas} id="areas" params={null} />);
    expect(screen.getByTestId('areas').textContent).toBe('pending');
    expect(seen.count).toBe(0);
    view.rerender(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Options of={areas} id="areas" params={{ countryId: 1 }} />
        <Options of={areas} id="again" params={{ countryId: 1 }} />
      </AdminContext>,
    );
    await waitFor(() => expect(screen.getByTestId('areas').textContent).not.toBe('pending'));
    expect(screen.getByTestId('again').textContent).toBe(screen.getByTestId('areas').textContent);
    expect(seen.count).toBe(1);
    seen.stop();
  });

  it('an answer that is not a list fails the read in place (重试), not an empty select', async () => {
    await signIn();
    server.use(mswHttp.get('*/api/measurementUnit/list', () => HttpResponse.json({ code: 200, data: { rows: [] } })));
    inAdmin(<Options of={referenceSources.units} id="units" />);
    await waitFor(() => expect(screen.getByTestId('units').textContent).toBe('failed'));
  });
});

describe('referenceOptions (the one parser of reference rows)', () => {
  it('reads the backend’s names through src/deployment.ts; rows without a value are left out and reported', () => {
    resetShapeIssues();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    deployment.resources = {
      currency: { fields: { currencyCode: { apiName: 'code' }, currencyName: { apiName: 'name' } } },
    };
    try {
      const options = referenceOptions(fieldReference(referenceSources.currencies), [
        { id: '1', code: 'USD', name: '美元' },
        { id: 2, code: 'CNY' },
        { name: '无代码' },
        'junk',
      ]);
      expect(options).toEqual([
        { id: 'USD', name: '美元', depth: 0 },
        { id: 'CNY', name: 'CNY', depth: 0 },
      ]);
      expect(shapeIssues().map((i) => `${i.resource}.${i.field}:${i.problem}`)).toEqual([
        'currency.currencyName:missing',
        'currency.currencyCode:missing',
        'currency.(record):notARecord',
      ]);
    } finally {
      deployment.resources = {};
      warn.mockRestore();
    }
  });

  it('flattens a nested tree depth-first with paths; rows without a value are left out, their children kept', () => {
    const options = referenceOptions(fieldReference(referenceSources.categories), [
      {
        id: 1,
        categoryName: '服装',
        children: [
          { id: 11, categoryName: '男装', children: [{ id: 111, categoryName: 'T恤' }] },
          { categoryName: '无编号', children: [{ id: 12, categoryName: '童装' }] },
        ],
      },
    ]);
    expect(options.map((o) => [o.id, o.depth, o.path, o.isLeaf])).toEqual([
      [1, 0, '服装', false],
      [11, 1, '服装 / 男装', false],
      [111, 2, '服装 / 男装 / T恤', true],
      [12, 2, '服装 / 童装', true],
    ]);
  });

  it('orders parent-linked rows as a tree (each parent followed by its children)', () => {
    const options = referenceOptions(fieldReference(referenceSources.pickupPoints), [
      { id: 3, name: '柜台 A', parentId: 1 },
      { id: 1, name: '一号仓', parentId: null },
      { id: 2, name: '二号仓' },
      { id: 4, name: '柜台 B', parentId: 2 },
    ]);
    expect(options.map((o) => `${'-'.repeat(o.depth)}${o.name}`)).toEqual(['一号仓', '-柜台 A', '二号仓', '-柜台 B']);
  });

  it('reads a page answer’s records', () => {
    expect(
      referenceOptions(fieldReference(referenceSources.carriers), {
        records: [{ id: 1, carrierName: '顺丰' }],
        total: 1,
      }),
    ).toEqual([{ id: 1, name: '顺丰', depth: 0 }]);
  });
});
