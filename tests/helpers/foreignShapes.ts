import { afterEach } from 'vitest';
import { deployment } from '../../src/deployment';
import { FOREIGN_MAPPING } from '../../src/mock/foreignShapes';
import { setShapesMode, type ShapesMode } from '../../src/mock/shapesMode';

/**
 * Node tests: switch the stand-in's record shapes (src/mock/shapesMode.ts) the way the demo's
 * `?shapes=` does in the browser. `foreign` also installs the matching mapping into this module
 * graph's src/deployment.ts, which the hand-written records' readers and `encodeFields` read on
 * every call (schemas read it when they are defined: see `mappedModules` in the foreign-shapes
 * contract test). Every test ends back in `contract` with the mapping removed.
 */
const original = deployment.resources;

export function useShapes(mode: ShapesMode): void {
  setShapesMode(mode);
  deployment.resources = mode === 'foreign' ? { ...original, ...FOREIGN_MAPPING } : original;
}

export function resetShapesAfterEach(): void {
  afterEach(() => useShapes('contract'));
}
