import { lazy, type ComponentType } from 'react';
import type { AppRoute } from '../app/routeTypes';
import type { ResourceSchema } from './defineResource';
import { schemas } from './registry';

/**
 * Pages of every schema: the list at `routes.list` (in the menu when the schema has `menu`),
 * the create/edit page at `routes.form` (`?id=` edits) and the details page at `routes.show`.
 * Generators load lazily, so the shell does not pay for them.
 */
function page(load: () => Promise<{ default: ComponentType<{ schema: ResourceSchema<unknown> }> }>, schema: ResourceSchema<unknown>): ComponentType {
  const Lazy = lazy(load);
  const Page = () => <Lazy schema={schema} />;
  Page.displayName = `SchemaPage(${schema.name})`;
  return Page;
}

export const routes: AppRoute[] = schemas.flatMap((schema) => {
  const out: AppRoute[] = [
    {
      path: schema.routes.list,
      titleKey: `resources.${schema.name}.name`,
      component: page(() => import('./ui/SchemaListPage').then((m) => ({ default: m.SchemaListPage })), schema),
      menu: schema.menu,
      keepAlive: true,
    },
  ];
  if (schema.routes.form) {
    out.push({
      path: schema.routes.form,
      titleKey: `resources.${schema.name}.pages.form`,
      editTitleKey: `resources.${schema.name}.pages.edit`,
      component: page(() => import('./ui/SchemaFormPage').then((m) => ({ default: m.SchemaFormPage })), schema),
      parent: schema.routes.list,
    });
  }
  if (schema.routes.show) {
    out.push({
      path: schema.routes.show,
      titleKey: `resources.${schema.name}.pages.show`,
      component: page(() => import('./ui/SchemaShow').then((m) => ({ default: m.SchemaShowPage })), schema),
      parent: schema.routes.list,
    });
  }
  return out;
});
