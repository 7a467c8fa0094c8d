import type { FieldSpec, ResourceSchema } from './defineResource';

/**
 * Deterministic demo rows for a schema (the stand-in's seed). The schema's `seed.make` gives the
 * believable values; anything it leaves out gets a sample value by field kind.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** Fixed, descending timestamps: row 0 is the most recent (2026-03-28 ...). */
export function seedDateTime(i: number): string {
  const day = 28 - (i % 27);
  const month = 3 - Math.floor(i / 27);
  return `2026-${pad(Math.max(1, month))}-${pad(day)} ${pad(9 + (i % 9))}:${pad((i * 7) % 60)}:${pad((i * 13) % 60)}`;
}

function sample(field: FieldSpec, i: number, rand: () => number, age: number): unknown {
  if (field.samples?.length) return field.samples[i % field.samples.length];
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return `示例${i + 1}`;
    case 'richText':
      return `<p>示例内容 ${i + 1}</p>`;
    case 'number':
      return Math.round(rand() * (field.max ?? 100));
    case 'money':
      return Math.round(rand() * 10000) / 100;
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
    default:
      return null;
  }
}

/** A deterministic generator (LCG) so seeds are identical on every machine. */
function lcg(seed: number): () => number {
  let value = seed >>> 0;
  return () => {
    value = (value * 1664525 + 1013904223) >>> 0;
    return value / 2 ** 32;
  };
}

export function seedRows(schema: ResourceSchema<unknown>): Array<Record<string, unknown> & { id: number }> {
  const rand = lcg(schema.name.length * 7919 + 17);
  const rows: Array<Record<string, unknown> & { id: number }> = [];
  for (let i = 0; i < schema.seed.count; i++) {
    const made = schema.seed.make?.(i, rand) ?? {};
    const row: Record<string, unknown> & { id: number } = { id: i + 1 };
    for (const field of schema.fields) row[field.key] = field.key in made ? made[field.key] : sample(field, i, rand, schema.seed.count - 1 - i);
    rows.push(row);
  }
  // Newest first, like a backend ordering by creation time.
  return rows.reverse();
}
