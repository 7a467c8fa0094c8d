import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, testDataProvider, type TranslationMessages } from 'react-admin';
import type { Editor } from '@tiptap/core';
import { messages } from '../../../i18n';
import { RichTextInput } from './RichTextInput';

/**
 * The form gets the editor's HTML in a pause of typing, not per keystroke (RichTextEditor):
 * a save right after the last keystroke must still carry it, from the keyboard (a submit while
 * the editor keeps focus) and from 保存 (which blurs the editor first).
 */
afterEach(() => cleanup());

const i18nProvider = polyglotI18nProvider(() => messages['zh-CN'] as unknown as TranslationMessages, 'zh-CN', [], { allowMissing: true });

function renderForm(onSubmit: (values: Record<string, unknown>) => void) {
  return render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()}>
      <Form record={{ id: 1, content: '<p>ab</p>' }} onSubmit={onSubmit}>
        {/* Not focused on mount: jsdom has no layout for a focused editor's scroll-into-view. */}
        <RichTextInput source="content" autoFocus={false} />
        <button type="submit">保存</button>
      </Form>
    </AdminContext>,
  );
}

async function editorOf(): Promise<Editor> {
  let editor: Editor | undefined;
  await waitFor(() => {
    editor = (document.querySelector('[data-testid="rich-text-content"]') as (HTMLElement & { editor?: Editor }) | null)?.editor;
    expect(editor).toBeTruthy();
  });
  return editor as Editor;
}

describe('saving right after typing', () => {
  it('a submit while the editor still has the typing sends it', async () => {
    const saved: Array<Record<string, unknown>> = [];
    const view = renderForm((values) => saved.push(values));
    const editor = await editorOf();
    act(() => {
      editor.view.dispatch(editor.state.tr.insertText('xy', 2));
    });
    // No pause: the submit comes before the hand-off would.
    fireEvent.submit(view.container.querySelector('form') as HTMLFormElement);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].content).toBe('<p>axyb</p>');
  });

  it('保存 blurs the editor first: the typing reaches the form before the click', async () => {
    const saved: Array<Record<string, unknown>> = [];
    const view = renderForm((values) => saved.push(values));
    const editor = await editorOf();
    act(() => {
      editor.view.dispatch(editor.state.tr.insertText('字', 3));
    });
    const button = view.getByRole('button', { name: '保存' });
    act(() => {
      editor.view.dom.dispatchEvent(new FocusEvent('blur'));
    });
    fireEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].content).toBe('<p>ab字</p>');
  });
});
