import type { EditorState } from '@tiptap/pm/state';
import { NodeSelection } from '@tiptap/pm/state';

/** Whether the selection's start or end lies inside a node of one of these types. */
export function isInside(state: EditorState, types: readonly string[]): boolean {
  const check = (depthOwner: typeof state.selection.$from) => {
    for (let d = depthOwner.depth; d > 0; d -= 1) if (types.includes(depthOwner.node(d).type.name)) return true;
    return false;
  };
  return check(state.selection.$from) || check(state.selection.$to);
}

/** Whether the selection is on or in a void (atom) node such as an image, video or divider. */
export function isOnVoid(state: EditorState): boolean {
  const sel = state.selection;
  if (sel instanceof NodeSelection && sel.node.isAtom) return true;
  return false;
}

export function hasMark(state: EditorState, name: string): boolean {
  const type = state.schema.marks[name];
  if (!type) return false;
  const { $from, from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}
