import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { dataProvider } from '../../dataProvider/dataProvider';
import { i18nProvider } from '../../app/i18nProvider';
import { signIn } from '../../../tests/helpers/session';
import { referenceSources } from '../../reference/sources';
import freightRules from '../../../schemas/freightRules';
import { field } from '../fields';
import type { FieldSpec } from '../defineResource';
import { ReferencesInput } from './ReferencesInput';

const goodsIds: FieldSpec = { key: 'goodsIds', ...field.references(referenceSources.marketGoods).state };

/** The form's value, to read what the input wrote. */
function Value() {
  const value: unknown = useWatch({ name: 'goodsIds' });
  return <output data-testid="value">{JSON.stringify(value ?? [])}</output>;
}

function renderInput(record: Record<string, unknown> = {}) {
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <Form record={record}>
        <ReferencesInput schema={freightRules} field={goodsIds} label="适用商品" />
        <Value />
      </Form>
    </AdminContext>,
  );
}

/**
 * MUI's Autocomplete may be loaded already by a file run before in this worker (one module graph,
 * decision 110): these hold with the stand-in first or without it. The stand-in's hand-over in a
 * fresh page is tested in Chromium (tests/e2e/on-demand-parts.e2e.ts).
 */
describe('ReferencesInput (MUI Autocomplete loaded on first use)', () => {
  it('shows the chosen values as chips under the label, with the combobox role, before it is used', async () => {
    await signIn();
    renderInput({ goodsIds: [1, 2] });
    const combobox = screen.getByRole('combobox', { name: '适用商品' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    // Ids first, then the goods' names once the options arrive.
    await waitFor(() => expect(screen.getAllByRole('button').filter((b) => b.classList.contains('MuiChip-root'))).toHaveLength(2));
  });

  it('keeps what was typed and the focus when the Autocomplete takes over, and its list offers matching goods', async () => {
    await signIn();
    renderInput();
    await userEvent.click(screen.getByRole('combobox', { name: '适用商品' }));
    const listbox = await screen.findByRole('listbox', {}, { timeout: 15_000 });
    const first = within(listbox).getAllByRole('option')[0]!.textContent!;
    await userEvent.keyboard(first.slice(0, 2));
    await waitFor(() => expect(screen.getByRole('combobox', { name: '适用商品' })).toHaveValue(first.slice(0, 2)));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: '适用商品' }));
    await userEvent.click(await screen.findByRole('option', { name: first }));
    await waitFor(() => expect(JSON.parse(screen.getByTestId('value').textContent!)).toHaveLength(1));
    expect(screen.getByRole('button', { name: first })).toHaveClass('MuiChip-root');
  });
});
