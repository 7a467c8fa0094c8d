import type { FieldState } from './fields';

/**
 * Show sections (docs/decisions/270-show-sections.md): how a details page lays out a record,
 * declared in the schema's `show` the way `form.sections` lays out a form. No React here
 * (schemas are loaded by the stand-in and the OpenAPI export too).
 */

/** A titled card of the details page (title at `resources.<name>.sections.<key>`, like form sections). */
export interface ShowSectionDecl<K extends string = string> {
  /** Position among the sections (default: declaration order; lower first). */
  order?: number;
  /** Values side by side on wide screens (two at most on a phone). */
  columns?: 1 | 2 | 3 | 4;
  /** The fields shown, label above value, in this order. */
  fields?: readonly K[];
  /** Fields that take a whole row (wide kinds such as rich text always do). */
  wide?: readonly K[];
  /**
   * A custom part registered by name (`src/**\/*.show.tsx`) drawn as the section's body, after
   * its fields if any; it gets the schema, the record and the section.
   */
  render?: string;
}

export interface ShowDecl<K extends string = string> {
  /** Sections by key, drawn in `order`. Without any, every shown field in one untitled grid. */
  sections?: Readonly<Record<string, ShowSectionDecl<K>>>;
  /** A field drawn as a chip beside the record's name in the heading (e.g. the order's status). */
  badge?: K;
  /** Custom parts by name (`*.show.tsx`) beside the record actions in the heading (e.g. 打印). */
  actions?: readonly string[];
  /** `data-testid` prefix: `<prefix>-details` (the page), `<prefix>-<section key>`, `<prefix>-<badge>` (default the schema's name). */
  testId?: string;
}

/** A show section as the engine keeps it. */
export interface ShowSectionSpec<F extends FieldState & { key: string } = FieldState & { key: string }> {
  /** `''` for the one untitled grid of a schema that declares no sections. */
  key: string;
  /** i18n key of the title (none for the untitled grid). */
  title?: string;
  columns: 1 | 2 | 3 | 4;
  fields: readonly F[];
  wide: ReadonlySet<string>;
  render?: string;
}

export interface ShowSpec<F extends FieldState & { key: string } = FieldState & { key: string }> {
  sections: readonly ShowSectionSpec<F>[];
  badge?: F;
  actions: readonly string[];
  testId: string;
  /** The schema declared its own sections (the page then draws a heading of its own). */
  declared: boolean;
}

/** The declared show layout resolved and checked at start-up (unknown keys throw, naming the schema). */
export function showSpecOf<F extends FieldState & { key: string }>(
  name: string,
  decl: ShowDecl | undefined,
  fields: readonly F[],
): ShowSpec<F> {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const known = (where: string, key: string): F => {
    const found = byKey.get(key);
    if (!found) throw new Error(`${name}: show ${where} names unknown field "${key}"`);
    return found;
  };
  for (const f of fields) {
    if (f.currencyFrom && !byKey.has(f.currencyFrom))
      throw new Error(`${name}.${f.key}: currencyFrom reads unknown field "${f.currencyFrom}"`);
  }
  const declared = Object.entries(decl?.sections ?? {});
  const sections: ShowSectionSpec<F>[] = declared.length
    ? declared
        .map(([key, s], index) => ({ key, s, order: s.order ?? index }))
        .sort((a, b) => a.order - b.order)
        .map(({ key, s }) => {
          if (!s.fields?.length && !s.render)
            throw new Error(`${name}: show section "${key}" has neither fields nor a part to render`);
          return {
            key,
            title: `resources.${name}.sections.${key}`,
            columns: s.columns ?? 2,
            fields: (s.fields ?? []).map((k) => known(`section "${key}"`, k)),
            wide: new Set((s.wide ?? []).map((k) => known(`section "${key}" wide`, k).key)),
            render: s.render,
          };
        })
    : [{ key: '', columns: 2, fields: fields.filter((f) => f.show), wide: new Set<string>() }];
  return {
    sections,
    badge: decl?.badge ? known('badge', decl.badge) : undefined,
    actions: decl?.actions ?? [],
    testId: decl?.testId ?? name,
    declared: declared.length > 0,
  };
}
