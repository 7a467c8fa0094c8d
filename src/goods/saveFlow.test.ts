import { describe, expect, it } from 'vitest';
import type { Goods } from '../../schemas/goods';
import { runSave, type SaveSteps } from './saveFlow';

const saved = { id: 7, goodsName: '连衣裙' } as Goods;

function steps(options: { saveFails?: boolean; shelfFails?: boolean } = {}) {
  const calls: string[] = [];
  const run: SaveSteps = {
    save: async () => {
      calls.push('save');
      if (options.saveFails) throw new Error('保存失败');
      return saved;
    },
    shelfOn: async (goods) => {
      calls.push(`shelfOn ${goods.id}`);
      if (options.shelfFails) throw new Error('上架失败');
    },
  };
  return { run, calls };
}

describe('保存 / 保存并上架', () => {
  it('保存 saves only', async () => {
    const { run, calls } = steps();
    expect(await runSave(run, false)).toEqual({ kind: 'saved', goods: saved });
    expect(calls).toEqual(['save']);
  });

  it('保存并上架 saves, then shelves the saved goods by its id', async () => {
    const { run, calls } = steps();
    expect(await runSave(run, true)).toEqual({ kind: 'shelved', goods: saved });
    expect(calls).toEqual(['save', 'shelfOn 7']);
  });

  it('a failed save never reaches the shelf call', async () => {
    const { run, calls } = steps({ saveFails: true });
    const outcome = await runSave(run, true);
    expect(outcome.kind).toBe('saveFailed');
    expect(calls).toEqual(['save']);
  });

  it('a failed shelf call after a good save says the goods is saved', async () => {
    const { run } = steps({ shelfFails: true });
    const outcome = await runSave(run, true);
    expect(outcome).toMatchObject({ kind: 'shelfFailed', goods: saved });
    expect(outcome.kind === 'shelfFailed' && (outcome.error as Error).message).toBe('上架失败');
  });
});
