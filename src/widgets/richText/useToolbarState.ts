import { useEffect, useRef, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { toolbarState, type ToolbarState } from './toolbarState';

/** Toolbar refresh throttle (docs/spec.md §9: 200 ms). */
export const TOOLBAR_THROTTLE_MS = 200;

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Toolbar state, recomputed on editor transactions at most every 200 ms (leading and
 * trailing), and only re-rendering when something changed.
 */
export function useToolbarState(editor: Editor | null): ToolbarState | null {
  const [state, setState] = useState<ToolbarState | null>(() => (editor ? toolbarState(editor) : null));
  const last = useRef(state);
  useEffect(() => {
    if (!editor) return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let lastRun = 0;
    const compute = () => {
      timer = null;
      lastRun = Date.now();
      if (editor.isDestroyed) return;
      const next = toolbarState(editor);
      if (!same(next, last.current)) {
        last.current = next;
        setState(next);
      }
    };
    const schedule = () => {
      if (timer) return;
      const wait = TOOLBAR_THROTTLE_MS - (Date.now() - lastRun);
      if (wait <= 0) compute();
      else timer = setTimeout(compute, wait);
    };
    compute();
    editor.on('transaction', schedule);
    editor.on('focus', schedule);
    return () => {
      editor.off('transaction', schedule);
      editor.off('focus', schedule);
      if (timer) clearTimeout(timer);
    };
  }, [editor]);
  return state;
}

/** Character count for the max-length counter (only subscribed when a limit is set). */
export function useCharacterCount(editor: Editor | null, enabled: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!editor || !enabled) return undefined;
    const update = () => {
      if (!editor.isDestroyed) setCount(editor.storage.characterCount?.characters?.() ?? editor.state.doc.textContent.length);
    };
    update();
    editor.on('update', update);
    return () => {
      editor.off('update', update);
    };
  }, [editor, enabled]);
  return count;
}
