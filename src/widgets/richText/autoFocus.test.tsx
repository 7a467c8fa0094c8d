import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, TextInput, testDataProvider, type TranslationMessages } from 'react-admin';
import { messages } from '../../../i18n';
import { EDITOR_AUTO_FOCUS } from './constants';
import { RichTextInput } from './RichTextInput';
import { widget } from './richText.widget';

/** Spec §9 "Editor defaults: … autoFocus on"; the exceptions are docs/decisions/182's. */
afterEach(() => cleanup());

const i18nProvider = polyglotI18nProvider(() => messages['zh-CN'] as unknown as TranslationMessages, 'zh-CN', [], { allowMissing: true });

function inForm(children: React.ReactNode) {
  return render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()}>
      <Form>{children}</Form>
    </AdminContext>,
  );
}

const content = () => document.querySelector<HTMLElement>('[data-testid="rich-text-content"]');
/** Long enough for Tiptap's deferred autofocus and every mount effect. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 120));

describe('editor autoFocus', () => {
  it('is on by default: the editor takes the focus when it mounts', async () => {
    expect(EDITOR_AUTO_FOCUS).toBe(true);
    inForm(<RichTextInput source="content" />);
    await waitFor(() => expect(content()).toBeTruthy(), { timeout: 15_000 });
    await waitFor(() => expect(content()!.contains(document.activeElement)).toBe(true));
  });

  it('autoFocus={false} leaves the focus where it is', async () => {
    inForm(<RichTextInput source="content" autoFocus={false} />);
    await waitFor(() => expect(content()).toBeTruthy(), { timeout: 15_000 });
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('in a schema form the field before the editor keeps the focus (decision 182)', async () => {
    const Input = widget.Input;
    inForm(
      <>
        <TextInput source="title" autoFocus />
        <Input source="content" label="content" />
      </>,
    );
    await waitFor(() => expect(content()).toBeTruthy(), { timeout: 15_000 });
    await settle();
    expect(document.activeElement).toBe(document.querySelector('input[name="title"]'));
  });

  it('a schema may turn it back on (`options: { autoFocus: true }`)', async () => {
    const Input = widget.Input;
    inForm(<Input source="content" label="content" options={{ autoFocus: true }} />);
    await waitFor(() => expect(content()).toBeTruthy(), { timeout: 15_000 });
    await waitFor(() => expect(content()!.contains(document.activeElement)).toBe(true));
  });
});
