import type { Goods } from '../../schemas/goods';

/**
 * 保存 and 保存并上架 as one sequence (pure of React, for unit tests): the save first; only a
 * saved goods is put on the shelf. The outcome says what happened, so the editor shows one
 * message: a failed save keeps everything typed, a failed shelf call after a good save says the
 * goods is saved but not on the shelf.
 */
export type SaveOutcome =
  | { kind: 'saved'; goods: Goods }
  | { kind: 'shelved'; goods: Goods }
  | { kind: 'shelfFailed'; goods: Goods; error: unknown }
  | { kind: 'saveFailed'; error: unknown };

export interface SaveSteps {
  save: () => Promise<Goods>;
  shelfOn: (goods: Goods) => Promise<void>;
}

export async function runSave(steps: SaveSteps, thenShelfOn: boolean): Promise<SaveOutcome> {
  let goods: Goods;
  try {
    goods = await steps.save();
  } catch (error) {
    return { kind: 'saveFailed', error };
  }
  if (!thenShelfOn) return { kind: 'saved', goods };
  try {
    await steps.shelfOn(goods);
    return { kind: 'shelved', goods };
  } catch (error) {
    return { kind: 'shelfFailed', goods, error };
  }
}
