/**
 * A form whose work is done (saved and a form action run) asks the shell to close its page's tag:
 * the engine cannot import the layout (docs/decisions/130), so the tags view subscribes here.
 */
type Listener = (path: string) => void;
const listeners = new Set<Listener>();

export function onFormDone(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function formDone(path: string): void {
  for (const listener of listeners) listener(path);
}
