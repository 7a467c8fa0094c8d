import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInAdmin } from '../../../tests/helpers/renderInAdmin';
import { signIn } from '../../../tests/helpers/session';
import goods from '../../../schemas/goods';
import { defineResource, type AnyResourceSchema } from '../defineResource';
import { field } from '../fields';
import { inputWidget, rendererOf } from '../widgetRegistry';
import { SchemaFormPage } from './SchemaFormPage';

/** The generated form's escape hatches (issue 22 item 1): sections, editableWhen, renderers by name, widget checks. */
const layoutDemo = defineResource({
  name: 'layoutDemo',
  routes: { list: '/layoutDemo', form: '/layoutDemo/add' },
  api: { list: 'GET /backend/layoutDemo/page', save: 'POST /backend/layoutDemo/operation' },
  fields: {
    title: field.text().required().section('main'),
    kind: field.enum([{ value: 'plain' }, { value: 'noted' }]).default('plain').section('main'),
    note: field.text().section('extra').editableWhen('kind', ['noted']),
  },
  form: { sections: { extra: { order: 2 }, main: { order: 1, columns: 2 } } },
  outsideSpec: true,
});

describe('generated form layout', { timeout: 60_000 }, () => {
  it('draws the declared sections in order as titled regions, and enables a field from another value', async () => {
    await signIn();
    renderInAdmin('/layoutDemo/add', { '/layoutDemo/add': <SchemaFormPage schema={layoutDemo as AnyResourceSchema} /> });
    const note = await screen.findByRole('textbox', { name: /fields\.note/ }, { timeout: 15_000 });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['resources.layoutDemo.sections.main', 'resources.layoutDemo.sections.extra']);
    expect(within(screen.getByRole('region', { name: 'resources.layoutDemo.sections.extra' })).getByRole('textbox')).toBe(note);
    expect(note).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: /fields\.kind/ }));
    await userEvent.click(await screen.findByRole('option', { name: /noted/ }));
    await waitFor(() => expect(note).toBeEnabled());
    // The page's heading names what is added.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('新增');
  });
});

describe('renderers by name', () => {
  it('a field names its input renderer; cells and show fall back to the widget’s Field', () => {
    const category = goods.field('categoryId')!;
    expect(category.renderers).toEqual({ input: 'goodsCategory' });
    expect(rendererOf(category, 'input')).toBeDefined();
    expect(inputWidget(category)?.name).toBe('goodsCategory');
    // No cell or show renderer named and a reference kind: the engine draws those.
    expect(rendererOf(category, 'cell')).toBeUndefined();
    expect(rendererOf({ renderers: { cell: 'gallery' } }, 'cell')).toBe(rendererOf({ renderers: { show: 'gallery' } }, 'show'));
  });
});
