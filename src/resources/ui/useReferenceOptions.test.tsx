import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, useCreate, type RaRecord } from 'react-admin';
import { dataProvider } from '../../dataProvider/dataProvider';
import { i18nProvider } from '../../app/i18nProvider';
import { signIn } from '../../../tests/helpers/session';
import { field } from '../fields';
import type { FieldSpec } from '../defineResource';
import { useReferenceOptions } from './useReferenceOptions';

const spec = (key: string, built: { state: Omit<FieldSpec, 'key'> }): FieldSpec => ({ key, ...built.state });
const templateField = spec('goodsTemplateId', field.reference({ resource: 'goodsTemplate', labelKey: 'name' }));
const currencyField = spec('currency', field.reference<string>({ endpoint: 'GET /common/currency/list', valueKey: 'currencyCode', labelKey: 'currencyName' }));

function Options({ of }: { of: FieldSpec }) {
  const { data } = useReferenceOptions(of, {});
  return <p data-testid={of.key}>{data ? data.map((o) => o.name).join('|') : 'pending'}</p>;
}

function AddTemplate({ from }: { from: RaRecord }) {
  const [create] = useCreate();
  return (
    <button type="button" onClick={() => create('goodsTemplate', { data: { ...from, id: undefined, name: '新模板甲' } })}>
      add
    </button>
  );
}

describe('useReferenceOptions', () => {
  it('a template saved on its own screen shows in every picker of it without a reload', async () => {
    await signIn();
    const { data: rows } = await dataProvider.getList('goodsTemplate', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    const { data: from } = await dataProvider.getOne('goodsTemplate', { id: rows[0].id });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Options of={templateField} />
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
        <Options of={currencyField} />
      </AdminContext>,
    );
    await waitFor(() => expect(screen.getByTestId('currency').textContent).toMatch(/人民币|美元/));
  });
});
