import { UndoRedo } from '@tiptap/extensions';
import { isHistoryTransaction, redo, undo, undoDepth } from '@tiptap/pm/history';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';

/**
 * Undo history of exactly `depth` steps (docs/spec.md §9: 100 entries, as wangEditor's history keeps).
 *
 * ProseMirror's history trims lazily: it lets `depth + 20` events pile up, then cuts back to
 * `depth`, so with depth 100 between 100 and 120 steps could be undone (issue 25 counted ~120).
 * Here the oldest events beyond `depth` are hidden until the history trims them: a plugin placed
 * after the history counts them (`hidden`), and undo stops at that floor, through the command
 * (Ctrl+Z, the toolbar and its enabled state) and the browser's own undo (`beforeinput`).
 */
const hiddenKey = new PluginKey<number>('undoLimit');

function hiddenSteps(depth: number): Plugin<number> {
  return new Plugin<number>({
    key: hiddenKey,
    state: {
      init: () => 0,
      // Runs after the history plugin's own state (plugin order), so `next` holds its new events.
      apply(tr, hidden, previous, next) {
        const before = undoDepth(previous);
        const after = undoDepth(next);
        // Undo and redo move within the visible steps; nothing new to hide.
        if (after === before || isHistoryTransaction(tr)) return hidden;
        // New events: whatever is beyond `depth` is hidden.
        if (after > before) return Math.max(hidden, after - depth);
        // Fewer events without an undo: the history trimmed its oldest ones (back to `depth`).
        return Math.max(0, after - depth);
      },
    },
  });
}

/** True when one more step may be undone (the history has it and it is within `depth`). */
export function canUndoWithinLimit(state: EditorState): boolean {
  return undoDepth(state) > (hiddenKey.getState(state) ?? 0);
}

/** The browser's own undo (context menu, Edit menu): refused at the floor like Ctrl+Z. */
const browserUndoGuard = new Plugin({
  props: {
    handleDOMEvents: {
      beforeinput(view, event) {
        if (event.inputType !== 'historyUndo' || canUndoWithinLimit(view.state)) return false;
        event.preventDefault();
        return true;
      },
    },
  },
});

export const LimitedUndoRedo = UndoRedo.extend({
  addCommands() {
    return {
      undo:
        () =>
        ({ state, dispatch }) =>
          canUndoWithinLimit(state) && undo(state, dispatch),
      redo:
        () =>
        ({ state, dispatch }) =>
          redo(state, dispatch),
    };
  },

  addProseMirrorPlugins() {
    // The guard before the history (its beforeinput handler runs first), the counter after it.
    return [browserUndoGuard, ...(this.parent?.() ?? []), hiddenSteps(this.options.depth)];
  },
});
