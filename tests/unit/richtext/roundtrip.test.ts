import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { buildExtensions } from '../../../src/widgets/rich-text/extensions';
import { editorHtml, loadHtml } from '../../../src/widgets/rich-text/html';
import { WANG_SAMPLES } from './corpus';
import { normalizeHtml } from './normalize';

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

function roundTrip(html: string): string {
  editor?.destroy();
  editor = new Editor({ extensions: buildExtensions() });
  loadHtml(editor, html);
  return editorHtml(editor);
}

describe('wangEditor HTML round trip (load → save)', () => {
  const results: Array<{ name: string; exact: boolean; normalized: boolean }> = [];

  it.each(WANG_SAMPLES)('$name', ({ name, html }) => {
    const out = roundTrip(html);
    results.push({ name, exact: out === html, normalized: normalizeHtml(out) === normalizeHtml(html) });
    expect(normalizeHtml(out)).toBe(normalizeHtml(html));
  });

  it('reports the round-trip count', () => {
    const normalized = results.filter((r) => r.normalized).length;
    const exact = results.filter((r) => r.exact).length;
    console.log(`[richtext corpus] ${normalized}/${WANG_SAMPLES.length} samples round-trip (normalized); ${exact} byte-identical`);
    expect(normalized).toBe(WANG_SAMPLES.length);
  });
});
