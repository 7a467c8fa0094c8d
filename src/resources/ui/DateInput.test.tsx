import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderInAdmin } from '../../../tests/helpers/renderInAdmin';
import { signIn } from '../../../tests/helpers/session';
import rankList from '../../../schemas/rankList';
import { SchemaFormPage } from './SchemaFormPage';

describe('date fields in forms (decision 150)', { timeout: 60_000 }, () => {
  it('are MUI X pickers in Chinese, never native date inputs, and show the stored value', async () => {
    await signIn();
    renderInAdmin('/rankList/add?id=1', { '/rankList/add': <SchemaFormPage schema={rankList} /> });
    await waitFor(() => expect(document.querySelector('input[name="startDate"]')).not.toBeNull(), { timeout: 15_000 });
    expect(document.querySelector('input[type="date"], input[type="datetime-local"]')).toBeNull();
    for (const name of ['startDate', 'endDate']) {
      const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      expect(input.closest('.MuiPickersInputBase-root')).not.toBeNull();
      await waitFor(() => expect(input.value).toMatch(/^\d{4}-\d{2}-\d{2}$/), { timeout: 15_000 });
    }
    // The calendar button is named in Chinese (the zh-CN picker locale).
    expect(screen.getAllByRole('button', { name: /选择日期/ }).length).toBeGreaterThanOrEqual(2);
  });
});
