import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The end-to-end files that take longest, longest first (seconds on the 2-core machine with three
 * files at a time; docs/performance.md). They start first, so the last minute of a run is short
 * files filling both cores, not one long file running alone. Vitest's own order is by the
 * previous run's times, which a fresh clone (CI) does not have: it then falls back to file size,
 * and the a11y sweep, a small file, started 15th. Add a file here when it joins the longest.
 * Order of the full run of 26 Nov (3 workers): a11y 218 s, foreign-shapes 128, shell 97, goods 86,
 * foreign-structure 66, managers-banners 66; every other file under 57 s.
 */
export const LONGEST_E2E_FILES = ['a11y', 'foreign-shapes', 'shell', 'goods', 'foreign-structure', 'managers-banners'] as const;

const rank = (spec: TestSpecification): number => {
  const index = LONGEST_E2E_FILES.findIndex((name) => spec.moduleId.endsWith(`/${name}.e2e.ts`));
  return index === -1 ? LONGEST_E2E_FILES.length : index;
};

/** Vitest's order, with the longest end-to-end files moved to the front. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, position) => ({ spec, position }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.position - b.position)
      .map(({ spec }) => spec);
  }
}
