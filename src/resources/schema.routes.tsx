import { type ComponentType } from 'react';
import { lazyPart } from './ui/lazyPart';
import type { AppRoute } from '../app/routeTypes';
import type { AnyResourceSchema } from './defineResource';
import { pages as pageRegistry, requirePage, type PageRegistry } from './pageRegistry';
import { schemas } from './registry';

type SchemaPage = ComponentType<{ schema: AnyResourceSchema }>;

/** A page component bound to its schema. */
function bind(Component: SchemaPage, schema: AnyResourceSchema, label: string): ComponentType {
  const Page = () => <Component schema={schema} />;
  Page.displayName = `${label}(${schema.name})`;
  return Page;
}

/**
 * The component of one route: the custom page the schema names for that slot
 * (`pages: { list?, form?, show? }`, src/resources/pageRegistry.ts), else the generator, loaded
 * lazily so the shell does not pay for it. An unknown page name throws here, at start-up.
 */
function pageFor(
  schema: AnyResourceSchema,
  slot: 'list' | 'form' | 'show',
  load: () => Promise<{ default: SchemaPage }>,
  registry: PageRegistry,
): ComponentType {
  const name = schema.pages?.[slot];
  if (name) return bind(requirePage(registry, schema.name, slot, name).component, schema, `CustomPage:${name}`);
  return bind(lazyPart(load), schema, 'SchemaPage');
}

/**
 * Pages of every schema: the list at `routes.list` (in the menu when the schema has `menu`),
 * the create/edit page at `routes.form` (`?id=` edits) and the details page at `routes.show`;
 * none for an entity with `ownPages: false`.
 */
export function schemaRoutes(all: readonly AnyResourceSchema[], registry: PageRegistry): AppRoute[] {
  return all.filter((schema) => schema.ownPages).flatMap((schema) => {
    const out: AppRoute[] = [
      {
        path: schema.routes.list,
        titleKey: `resources.${schema.name}.name`,
        component: pageFor(schema, 'list', () => import('./ui/SchemaListPage').then((m) => ({ default: m.SchemaListPage })), registry),
        menu: schema.menu,
        keepAlive: true,
      },
    ];
    if (schema.routes.form) {
      out.push({
        path: schema.routes.form,
        titleKey: `resources.${schema.name}.pages.form`,
        editTitleKey: `resources.${schema.name}.pages.edit`,
        component: pageFor(schema, 'form', () => import('./ui/SchemaFormPage').then((m) => ({ default: m.SchemaFormPage })), registry),
        parent: schema.routes.list,
      });
    }
    if (schema.routes.show) {
      out.push({
        path: schema.routes.show,
        titleKey: `resources.${schema.name}.pages.show`,
        component: pageFor(schema, 'show', () => import('./ui/SchemaShow').then((m) => ({ default: m.SchemaShowPage })), registry),
        parent: schema.routes.list,
      });
    }
    return out;
  });
}

export const routes: AppRoute[] = schemaRoutes(schemas, pageRegistry);
