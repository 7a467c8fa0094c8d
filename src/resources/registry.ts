import type { AnyResourceSchema } from './defineResource';
import { describeShapeIssuesWith } from './shapeReports';

/**
 * Every `schemas/*.ts` file's default export is a resource; adding a file registers it
 * (dataProvider adapter, routes, menu, stand-in handlers, contract tests, OpenAPI).
 */
const modules = import.meta.glob<{ default: AnyResourceSchema }>('../../schemas/*.ts', { eager: true });

export const schemas: readonly AnyResourceSchema[] = Object.keys(modules)
  .filter((path) => !path.endsWith('.test.ts'))
  .sort()
  .map((path) => {
    const schema = modules[path].default;
    if (!schema?.name) throw new Error(`${path} must default-export defineResource({...})`);
    return schema;
  });

const byName = new Map(schemas.map((s) => [s.name, s]));
if (byName.size !== schemas.length) throw new Error('Two schemas share a resource name');

// Every record-shape report from now on names the src/deployment.ts entry that fixes it; the code
// that writes the fix loads with the first report (a well-shaped backend never needs it).
describeShapeIssuesWith(() => import('./shapeFixes').then((module) => module.fixDescriber(schemas)));

export function schemaByName(name: string): AnyResourceSchema | undefined {
  return byName.get(name);
}
