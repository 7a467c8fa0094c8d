import { validateValues, type FieldSpec, type AnyResourceSchema } from '../resources/defineResource';
import { seededRandom } from './db';
import type { ResourceSeed, SeedSpec } from './defineSeed';

/**
 * Deterministic demo rows of the schema collections. Each `src/mock/seeds/<resource>.ts` exports
 * `seed = defineSeed(schema, {...})`; a schema without one gets DEFAULT_COUNT rows of sample values.
 */
const modules = import.meta.glob<{ seed?: ResourceSeed }>('./seeds/*.ts', { eager: true });

const byResource = new Map<string, ResourceSeed['spec']>();
for (const [path, module] of Object.entries(modules)) {
  if (!module.seed) throw new Error(`${path}: a seed module exports \`seed\` (defineSeed)`);
  if (byResource.has(module.seed.resource)) throw new Error(`${path}: a second seed for "${module.seed.resource}"`);
  byResource.set(module.seed.resource, module.seed.spec);
}

/** Resources with a seed module (a test checks each is a schema). */
export const seededResources: readonly string[] = [...byResource.keys()];

const DEFAULT_COUNT = 24;

/** The seed of a resource (a default one when none is declared). */
export function seedOf(resource: string): SeedSpec<Record<string, unknown>> {
  return byResource.get(resource) ?? { count: DEFAULT_COUNT };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Fixed, descending timestamps: row 0 is the most recent (2026-03-28 ...). */
function seedDateTime(i: number): string {
  const day = 28 - (i % 27);
  const month = 3 - Math.floor(i / 27);
  return `2026-${pad(Math.max(1, month))}-${pad(day)} ${pad(9 + (i % 9))}:${pad((i * 7) % 60)}:${pad((i * 13) % 60)}`;
}

function sample(field: FieldSpec, i: number, rand: () => number, age: number): unknown {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return sampleText(field, i + 1);
    case 'richText':
      return `<p>示例内容 ${i + 1}</p>`;
    case 'number':
      return withinBounds(field, Math.round(rand() * (field.max ?? 100)), 1);
    case 'money':
      return withinBounds(field, Math.round(rand() * 10000) / 100, 0.01);
    case 'enum':
      return field.options?.[i % (field.options?.length || 1)]?.value;
    case 'status':
      // Most rows on, every fourth off.
      return i % 4 === 3 ? field.status!.off : field.status!.on;
    case 'boolean':
      return i % 2 === 0;
    case 'date':
      return seedDateTime(age).slice(0, 10);
    case 'datetime':
      return seedDateTime(age);
    case 'gallery':
      return [];
    // Ids of the referenced list: a stand-in list numbers its rows from 1.
    case 'reference':
      return field.required ? (i % 5) + 1 : null;
    case 'references':
      return field.required ? [(i % 5) + 1, (i % 5) + 2].slice(0, Math.max(1, field.max ?? 2)) : [];
    default:
      return null;
  }
}

/** A sample text its `pattern` accepts (a code, a phone, an address), else Chinese sample text. */
function sampleText(field: FieldSpec, n: number): string {
  const candidates = [`示例${n}`, `SAMPLE-${n}`, String(13800000000 + n), `user${n}@example.com`, `https://example.com/${n}`];
  return candidates.find((text) => !field.pattern || new RegExp(field.pattern.regex.source, field.pattern.regex.flags.replace('g', '')).test(text)) ?? candidates[0];
}

/** A sampled number moved inside the field's declared bounds (`min`, `minExclusive`, `max`). */
function withinBounds(field: FieldSpec, value: number, step: number): number {
  const low = field.min === undefined ? undefined : field.minExclusive ? field.min + step : field.min;
  if (low !== undefined && value < low) return Math.min(low + Math.round(value / step) * step, field.max ?? Infinity);
  return value;
}

const DAY_MS = 86_400_000;

/** The end of a sampled date range: 30 days after its start, in the start's format. */
function rangeEnd(start: string): string {
  const date = new Date(`${start.slice(0, 10)}T00:00:00Z`);
  const end = new Date(date.getTime() + 30 * DAY_MS).toISOString().slice(0, 10);
  return start.length > 10 ? `${end}${start.slice(10)}` : end;
}

/** How often a sampled row is drawn again when it breaks the schema's own rules. */
const REDRAWS = 20;

/** The rows of a schema's collection, newest first (one random stream per resource name). */
export function seedRows(
  schema: AnyResourceSchema,
  spec: SeedSpec<Record<string, unknown>> = seedOf(schema.name),
): Array<Record<string, unknown> & { id: number }> {
  const rand = seededRandom(schema.name.length * 7919 + 17);
  const rows: Array<Record<string, unknown> & { id: number }> = [];
  for (let i = 0; i < spec.count; i++) {
    const made = spec.make?.(i, rand) ?? {};
    const row: Record<string, unknown> & { id: number } = { id: i + 1 };
    const drawn = (field: FieldSpec) => !(field.key in made) && field.kind !== 'dateRange';
    for (const field of schema.fields) {
      // A date range has no value of its own: its ends are record fields of their own.
      if (field.kind === 'dateRange') continue;
      row[field.key] = field.key in made ? made[field.key] : sample(field, i, rand, spec.count - 1 - i);
    }
    // Sampled ends of a date range are in order.
    const orderRanges = () => {
      for (const field of schema.fields) {
        const range = field.range;
        if (!range || range.on || range.to in made || typeof row[range.from] !== 'string') continue;
        row[range.to] = rangeEnd(row[range.from] as string);
      }
    };
    orderRanges();
    // Sampled values obey the schema's field and cross-field rules (a schema needs no seed of its
    // own for its rows to be valid); values the seed's `make` gave are never changed.
    for (let tries = 0; tries < REDRAWS; tries++) {
      const broken = new Set(validateValues(schema, row).map((issue) => issue.key));
      const redraw = schema.fields.filter((field) => broken.has(field.key) && drawn(field) && !schema.fields.some((f) => f.range?.to === field.key));
      if (!redraw.length) break;
      for (const field of redraw) row[field.key] = sample(field, i + tries + 1, rand, spec.count - 1 - i);
      orderRanges();
    }
    rows.push(row);
  }
  // Newest first, like a backend ordering by creation time.
  return rows.reverse();
}
