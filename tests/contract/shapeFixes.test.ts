import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RaRecord } from 'react-admin';
import type { ResourceMapping } from '../../src/deployment';
import type { ShapeIssue } from '../../src/resources/shapeReports';
import { OUT_OF_SET_VALUES } from '../../src/mock/foreignShapes';
import { signIn } from '../helpers/session';
import { captureShapeIssues } from '../helpers/shapeIssues';
import { resetShapesAfterEach, useShapes } from '../helpers/foreignShapes';

/**
 * Warnings that give the fix (issue 25 item 2): against a backend that names and spells its
 * records otherwise (the stand-in's `foreign-unmapped` mode), the block the warnings print
 * (`deploymentBlock`, the panel's 复制全部为 deployment.ts) is pasted into src/deployment.ts as is
 * and the same records are read again by a module graph defined with it, as a deployer would
 * rebuild: every warning the block fills is gone; what is left is only what the block wrote as a
 * commented line for the deployer (and the values that backend has and the console does not).
 */
captureShapeIssues();
resetShapesAfterEach();

beforeEach(async () => {
  await signIn();
});

type Resources = Record<string, ResourceMapping>;

/** `resources: { ... },` as printed → the object it declares (comments and all, as pasted). */
function paste(block: string): Resources {
  expect(block.startsWith('resources: {')).toBe(true);
  // The block is an object literal's property: the same text a deployer pastes into deployment.ts.
  const evaluate = new Function(`return ({ ${block} });`) as () => { resources: Resources };
  return evaluate().resources;
}

/**
 * A module graph whose src/deployment.ts carries `resources` before any schema is defined, as
 * after pasting and rebuilding; every schema screen's first page and first record read through
 * its dataProvider. Returns that graph's reports and its block.
 */
async function readWith(resources: Resources): Promise<{ issues: readonly ShapeIssue[]; block: string }> {
  vi.resetModules();
  const { deployment } = await import('../../src/deployment');
  deployment.resources = resources;
  const { schemas } = await import('../../src/resources/registry');
  const { createSchemaProvider } = await import('../../src/resources/schemaProvider');
  const reports = await import('../../src/resources/shapeReports');
  const fixes = await import('../../src/resources/shapeFixes');
  for (const schema of schemas.filter((s) => s.api)) {
    const provider = createSchemaProvider(schema);
    const { data } = await provider.getList!(schema.name, { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(data.length, schema.name).toBeGreaterThan(0);
    const id = (data[0] as RaRecord).id;
    // Without the id's name there is no record to open (its warning says so).
    if (schema.api?.get && id !== undefined) await provider.getOne!(schema.name, { id });
  }
  const issues = reports.shapeIssues();
  return { issues, block: fixes.deploymentBlock(issues) };
}

const outOfSet = (issue: ShapeIssue) =>
  issue.problem === 'unknownValue' && (issue.values ?? []).every((value) => Object.values(OUT_OF_SET_VALUES[issue.resource] ?? {}).includes(JSON.parse(value) as string));

describe('the deployment.ts block of the shape warnings', () => {
  it('pasted as printed, removes every warning it fills; only its commented lines and foreign values are left', async () => {
    useShapes('foreign-unmapped');
    const rounds: Array<{ issues: readonly ShapeIssue[]; block: string }> = [];
    let resources: Resources = {};
    // A rename reveals the values under the new name: a deployer pastes, rebuilds, and pastes again.
    for (let round = 0; round < 3; round++) {
      const result = await readWith(resources);
      rounds.push(result);
      resources = paste(result.block);
    }
    const [first, , last] = rounds;
    console.info(`[shape fixes] warnings: ${rounds.map((r) => r.issues.length).join(' → ')}; left: ${last.issues.map((i) => `${i.resource}.${i.field}:${i.problem}`).join(', ')}`);
    expect(first.issues.length).toBeGreaterThan(40);
    // What is left is written in the last block as a line for the deployer, or is a value this backend has and the console does not.
    const lines = last.block.split('\n');
    for (const issue of last.issues.filter((i) => !outOfSet(i))) {
      // The field's line, or the comment lines right under it, ask the deployer for a value ('?').
      const section = lines.indexOf(`  ${issue.resource}: {`);
      const at = lines.findIndex((line, index) => index > section && new RegExp(`^\\s*(// )?${issue.field}: `).test(line));
      const below = lines.slice(at + 1);
      const end = below.findIndex((l) => !l.trim().startsWith('//   '));
      const comments = [lines[at] ?? '', ...below.slice(0, end < 0 ? below.length : end)];
      expect(section >= 0 && at >= 0 && comments.some((line) => /\/\/.*'\?'/.test(line)), `${issue.resource}.${issue.field} is left to the deployer in the block`).toBe(true);
    }
    expect(last.issues.length).toBeLessThan(first.issues.length / 4);
  });
});
