import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, testDataProvider, type TranslationMessages } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { Editor } from '@tiptap/core';
import { messages } from '../../../i18n';
import { RichTextInput } from '../../../src/widgets/richText/RichTextInput';
import { outputHtml } from '../../../src/widgets/richText/RichTextEditor';

/**
 * Opening a record is not an edit: the rich-text input must leave the form clean and the
 * stored string untouched until the user changes the document (issue 12, item 5).
 */
afterEach(() => cleanup());

const i18nProvider = polyglotI18nProvider(() => messages['zh-CN'] as unknown as TranslationMessages, 'zh-CN', [], { allowMissing: true });

let state: { dirty: boolean; content: unknown } = { dirty: false, content: undefined };
function Spy() {
  const { isDirty } = useFormState();
  const content = useWatch({ name: 'content' });
  state = { dirty: isDirty, content };
  return null;
}

function ui(record: Record<string, unknown> | undefined, disabled = false) {
  return (
    <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()}>
      <Form record={record}>
        {/* Not focused: jsdom has no layout for a focused editor's scroll-into-view (getClientRects). */}
        <RichTextInput source="content" disabled={disabled} autoFocus={false} />
        <Spy />
      </Form>
    </AdminContext>
  );
}

function renderForm(record: Record<string, unknown> | undefined) {
  state = { dirty: false, content: undefined };
  return render(ui(record));
}

async function editorOf(): Promise<Editor> {
  let editor: Editor | undefined;
  await waitFor(() => {
    const dom = document.querySelector('[data-testid="rich-text-content"]') as (HTMLElement & { editor?: Editor }) | null;
    editor = dom?.editor;
    expect(editor).toBeTruthy();
  });
  // Let every mount effect (value sync, editability) run.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return editor as Editor;
}

/** Stored HTML the editor writes differently (wangEditor 4 font tag, spacing, nested markup). */
const STORED = '<p><font color="#ff0000">旧版</font>  两个空格</p><h2>标题</h2>';

describe('loading a value never dirties the form', () => {
  it('a stored record opens clean and keeps its exact string', async () => {
    renderForm({ id: 1, content: STORED });
    const editor = await editorOf();
    expect(editor.getText()).toContain('旧版');
    expect(state.dirty).toBe(false);
    expect(state.content).toBe(STORED);
  });

  it('a record arriving after the form mounted (edit page) opens clean', async () => {
    const view = renderForm(undefined);
    await editorOf();
    view.rerender(ui({ id: 1, content: STORED }));
    const editor = await editorOf();
    await waitFor(() => expect(editor.getText()).toContain('旧版'));
    expect(state.dirty).toBe(false);
    expect(state.content).toBe(STORED);
  });

  it('switching the input to read-only and back is not an edit', async () => {
    const view = renderForm({ id: 1, content: STORED });
    await editorOf();
    view.rerender(ui({ id: 1, content: STORED }, true));
    const editor = await editorOf();
    expect(editor.isEditable).toBe(false);
    view.rerender(ui({ id: 1, content: STORED }, false));
    await editorOf();
    expect(editor.isEditable).toBe(true);
    expect(state.dirty).toBe(false);
    expect(state.content).toBe(STORED);
  });

  it('an untouched create form stays clean with its empty value', async () => {
    renderForm(undefined);
    await editorOf();
    expect(state.dirty).toBe(false);
    expect(state.content === '' || state.content === undefined).toBe(true);
  });

  it('an edit dirties the form; undoing it restores the stored string and a clean form', async () => {
    renderForm({ id: 1, content: STORED });
    const editor = await editorOf();
    act(() => {
      editor.view.dispatch(editor.state.tr.insertText('新', 1));
    });
    await waitFor(() => expect(state.dirty).toBe(true));
    expect(state.content).toContain('新');
    act(() => {
      editor.commands.undo();
    });
    await waitFor(() => expect(state.dirty).toBe(false));
    expect(state.content).toBe(STORED);
  });

  it('hands typing to the form after a pause, not on every keystroke, and at once on blur', async () => {
    renderForm({ id: 1, content: '<p>ab</p>' });
    const editor = await editorOf();
    act(() => {
      editor.view.dispatch(editor.state.tr.insertText('1', 2));
      editor.view.dispatch(editor.state.tr.insertText('2', 3));
    });
    // Not yet serialised into the form: the keystrokes did not pay for it.
    expect(state.content).toBe('<p>ab</p>');
    await waitFor(() => expect(state.content).toBe('<p>a12b</p>'));
    expect(state.dirty).toBe(true);
    act(() => {
      editor.view.dispatch(editor.state.tr.insertText('3', 4));
      editor.view.dom.dispatchEvent(new FocusEvent('blur'));
    });
    // Leaving the editor (e.g. for 保存) hands the value on without waiting.
    expect(state.content).toBe('<p>a123b</p>');
  });

  it('asks before the tab closes on typing not yet passed to the form', async () => {
    renderForm({ id: 1, content: '<p>ab</p>' });
    const editor = await editorOf();
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    act(() => {
      editor.view.dispatch(editor.state.tr.insertText('y', 2));
    });
    expect(closing()).toBe(true);
    // The value is handed on at once, so the form's own guard takes over from here.
    await waitFor(() => expect(state.content).toBe('<p>ayb</p>'));
    expect(state.dirty).toBe(true);
  });

  it('hands on typing not yet passed to the form when the editor goes away', async () => {
    const view = renderForm({ id: 1, content: '<p>ab</p>' });
    const editor = await editorOf();
    act(() => {
      editor.view.dispatch(editor.state.tr.insertText('x', 2));
    });
    expect(state.content).toBe('<p>ab</p>');
    // Unmounting the editor alone (the form stays): the typed value reaches the form.
    view.rerender(
      <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()}>
        <Form record={{ id: 1, content: '<p>ab</p>' }}>
          <Spy />
        </Form>
      </AdminContext>,
    );
    expect(state.content).toBe('<p>axb</p>');
  });

  it('outputHtml hands back the loaded string while the document serialises as loaded', () => {
    const loaded = { value: '<p>a&nbsp;b</p>', html: '<p>a b</p>' };
    expect(outputHtml('<p>a b</p>', loaded)).toBe('<p>a&nbsp;b</p>');
    expect(outputHtml('<p>a bc</p>', loaded)).toBe('<p>a bc</p>');
    expect(outputHtml('<p><br></p>', { value: '', html: '<p><br></p>' })).toBe('');
    expect(outputHtml('<p>x</p>', null)).toBe('<p>x</p>');
  });
});
