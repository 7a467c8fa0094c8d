/**
 * Which record shapes the stand-in answers in (issue 11 "a second stand-in shape"):
 * - `contract`: our own shapes (the default);
 * - `foreign`: another backend's names and values (src/mock/foreignShapes.ts), with the matching
 *   mapping installed in src/deployment.ts, as its deployer would;
 * - `foreign-unmapped`: the same answers without the mapping (every mismatch is reported);
 * - `structural`: another backend's structures (nested objects, a board-shaped rank list, string
 *   ids, `{ list, count }` pages: src/mock/structuralShapes.ts), with the deployment written for it
 *   (src/mock/structuralDeployment.ts) installed in src/deployment.ts.
 * In the browser it is chosen with `?shapes=<mode>` on any URL and kept in sessionStorage, so it
 * survives the app's reloads; `?shapes=contract` turns it off. Tests set it with `setShapesMode`.
 */
export const SHAPES_MODES = ['contract', 'foreign', 'foreign-unmapped', 'structural'] as const;
export type ShapesMode = (typeof SHAPES_MODES)[number];

export const SHAPES_STORAGE_KEY = 'demo-backend-shapes';

let current: ShapesMode = 'contract';

export const shapesMode = (): ShapesMode => current;

export function setShapesMode(mode: ShapesMode): void {
  current = mode;
}

const isMode = (value: string | null): value is ShapesMode => value !== null && (SHAPES_MODES as readonly string[]).includes(value);

/** The mode asked for in the URL (then remembered), else the remembered one, else `contract`. */
export function shapesModeFrom(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): ShapesMode {
  const asked = new URLSearchParams(search).get('shapes');
  if (isMode(asked)) {
    if (asked === 'contract') storage.removeItem(SHAPES_STORAGE_KEY);
    else storage.setItem(SHAPES_STORAGE_KEY, asked);
    return asked;
  }
  const stored = storage.getItem(SHAPES_STORAGE_KEY);
  return isMode(stored) ? stored : 'contract';
}
