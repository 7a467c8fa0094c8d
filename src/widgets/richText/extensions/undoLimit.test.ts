import { afterEach, describe, expect, it } from 'vitest';
import type { Editor } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import { UNDO_DEPTH } from '../constants';
import { destroyEditors, html, makeEditor } from '../../../../tests/unit/richtext/helpers';

/**
 * Spec §9: the editor's undo history keeps 100 entries. ProseMirror's history alone let up to 120
 * be undone (it trims only past depth + 20); issue 25 counted ~120.
 */
afterEach(destroyEditors);

/** `count` separate edits (each its own undo step): appends 1, 2, 3, ... as words. */
function edit(editor: Editor, count: number, from = 1): void {
  for (let n = from; n < from + count; n += 1) {
    const tr = editor.state.tr.insertText(` ${n}`, editor.state.doc.content.size - 1);
    editor.view.dispatch(closeHistory(tr));
  }
}

/** Undoes until nothing more can be undone; the number of steps it took. */
function undoAll(editor: Editor): number {
  let steps = 0;
  while (editor.commands.undo()) {
    steps += 1;
    if (steps > 1000) throw new Error('undo never stops');
  }
  return steps;
}

const words = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ` ${from + i}`).join('');

describe('undo history depth (docs/spec.md §9: 100)', () => {
  it('is 100', () => {
    expect(UNDO_DEPTH).toBe(100);
  });

  it.each([30, 100, 101, 120, 121, 141, 150, 260])('after %i edits, exactly min(edits, 100) steps can be undone', (count) => {
    const editor = makeEditor('<p>起</p>');
    edit(editor, count);
    expect(undoAll(editor)).toBe(Math.min(count, UNDO_DEPTH));
    // What is left is the text before the last 100 edits.
    expect(html(editor)).toBe(`<p>起${words(1, Math.max(0, count - UNDO_DEPTH))}</p>`);
    // The toolbar's 撤销 is disabled there (it reads can().undo()).
    expect(editor.can().undo()).toBe(false);
  });

  it('redo brings every undone step back', () => {
    const editor = makeEditor('<p>起</p>');
    edit(editor, 150);
    undoAll(editor);
    let redone = 0;
    while (editor.commands.redo()) redone += 1;
    expect(redone).toBe(UNDO_DEPTH);
    expect(html(editor)).toBe(`<p>起${words(1, 150)}</p>`);
  });

  it('after undoing some steps, a new edit starts from what is left (no more than 100 in all)', () => {
    const editor = makeEditor('<p>起</p>');
    edit(editor, 150);
    for (let i = 0; i < 40; i += 1) editor.commands.undo();
    edit(editor, 1, 1000);
    // 60 steps were left, plus the new one.
    expect(undoAll(editor)).toBe(61);
    expect(html(editor)).toBe(`<p>起${words(1, 50)}</p>`);
    // And a long session after that is capped again.
    edit(editor, 300, 2000);
    expect(undoAll(editor)).toBe(UNDO_DEPTH);
  });

  it("the browser's own undo (beforeinput historyUndo) stops at the same step", () => {
    const editor = makeEditor('<p>起</p>');
    edit(editor, 110);
    const browserUndo = () => {
      const event = new InputEvent('beforeinput', { inputType: 'historyUndo', bubbles: true, cancelable: true });
      editor.view.dom.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(browserUndo()).toBe(true);
    expect(html(editor)).toBe(`<p>起${words(1, 109)}</p>`);
    for (let i = 1; i < UNDO_DEPTH; i += 1) browserUndo();
    expect(html(editor)).toBe(`<p>起${words(1, 10)}</p>`);
    // The 101st is refused (and the browser's default is prevented: nothing else undoes it).
    expect(browserUndo()).toBe(true);
    expect(html(editor)).toBe(`<p>起${words(1, 10)}</p>`);
  });
});
