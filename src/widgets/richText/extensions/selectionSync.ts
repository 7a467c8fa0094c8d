import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/**
 * The part of ProseMirror's DOM observer used here. `domObserver` is internal to
 * prosemirror-view (not in its typings); `flush()` is what its own `selectionchange` listener
 * runs: it reads pending DOM mutations and the DOM selection into the editor state.
 */
interface ObservedView {
  domObserver?: { flush?: () => void };
}

/**
 * Reads the DOM selection into the editor state before a key is handled, when the browser
 * has moved the caret but its `selectionchange` event has not been delivered yet.
 *
 * ProseMirror learns about caret moves it does not make itself (End, Home, arrows handled
 * natively) only from `selectionchange`, a normal-priority task, while key events are
 * input-priority tasks. On a busy main thread (the toolbar click re-renders the toolbar,
 * the form and its tooltip) Chromium delivers `keydown Enter` before the `selectionchange`
 * of the preceding End. Enter then ran on the stale selection — the whole line the user had
 * just made bold — and replaced it with an empty paragraph. Flushing here runs exactly the
 * code the pending `selectionchange` would have run, so every key handler sees the caret
 * where the user sees it.
 */
export function syncSelectionFromDom(view: EditorView): void {
  if (view.composing || !view.hasFocus()) return;
  (view as unknown as ObservedView).domObserver?.flush?.();
}

export const SelectionSync = Extension.create({
  name: 'wSelectionSync',
  // Before every other keydown handler (keymaps, list and table rules).
  priority: 10_000,
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('wSelectionSync'),
        props: {
          handleKeyDown: (view, event) => {
            // 229: a key that belongs to an IME composition; leave it to the IME.
            if (event.keyCode !== 229 && !event.isComposing) syncSelectionFromDom(view);
            return false;
          },
        },
      }),
    ];
  },
});
