import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { LongestFirstSequencer, LONGEST_E2E_FILES } from '../e2e/sequencer';

const ROOT = '/repo';
const SIZES: Record<string, number> = { 'shell.e2e.ts': 30_141, 'goods.e2e.ts': 30_102, 'auth.e2e.ts': 9_670, 'a11y.e2e.ts': 8_935, 'form-rules.e2e.ts': 4_684 };

/** What a fresh clone gives the sequencer: no previous run's times, only file sizes. */
function freshClone(): Vitest {
  return {
    config: { root: ROOT },
    cache: {
      getFileTestResults: () => undefined,
      getFileStats: (key: string) => ({ size: SIZES[key.split('/').pop() ?? ''] ?? 0 }),
    },
  } as unknown as Vitest;
}

const spec = (file: string) =>
  ({ moduleId: `${ROOT}/tests/e2e/${file}`, project: { name: 'e2e', config: { isolate: true, sequence: { groupOrder: 0 } } } }) as unknown as TestSpecification;

describe('e2e file order', () => {
  it('starts the longest files first, then the rest in Vitest’s order (by size in a fresh clone)', async () => {
    const files = ['form-rules.e2e.ts', 'a11y.e2e.ts', 'auth.e2e.ts', 'goods.e2e.ts', 'shell.e2e.ts'].map(spec);
    const sorted = await new LongestFirstSequencer(freshClone()).sort(files);
    expect(sorted.map((file) => file.moduleId.split('/').pop())).toEqual(['a11y.e2e.ts', 'shell.e2e.ts', 'goods.e2e.ts', 'auth.e2e.ts', 'form-rules.e2e.ts']);
  });

  it('names only files that exist', async () => {
    const { readdirSync } = await import('node:fs');
    const present = readdirSync('tests/e2e').filter((name) => name.endsWith('.e2e.ts'));
    for (const name of LONGEST_E2E_FILES) expect(present).toContain(`${name}.e2e.ts`);
  });
});
