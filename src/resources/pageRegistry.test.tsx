import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { defineResource, type AnyResourceSchema } from './defineResource';
import { field } from './fields';
import { buildPageRegistry, requirePage, type PageDefinition } from './pageRegistry';
import { schemaRoutes } from './schema.routes';

const thing = defineResource({
  name: 'thing',
  routes: { list: '/thing', form: '/thing/add', show: '/thing/details' },
  pages: { show: 'thingDetails' },
  api: { list: 'GET /backend/thing/page', get: 'GET /backend/thing/{id}' },
  fields: { title: field.text().required().list() },
}) as AnyResourceSchema;

function ThingDetails({ schema }: { schema: AnyResourceSchema }) {
  return <p data-testid="custom">custom page of {schema.name}</p>;
}
const thingDetails: PageDefinition = { name: 'thingDetails', component: ThingDetails };

describe('custom pages by name', () => {
  it('collects `page` exports by name; modules without one are skipped', () => {
    const registry = buildPageRegistry({ './a.page.tsx': { page: thingDetails }, './b.page.tsx': {} });
    expect([...registry.keys()]).toEqual(['thingDetails']);
  });

  it('two pages of one name throw, naming the second module', () => {
    expect(() => buildPageRegistry({ './a.page.tsx': { page: thingDetails }, './z/b.page.tsx': { page: thingDetails } })).toThrow(
      'Two custom pages are named "thingDetails" (./z/b.page.tsx)',
    );
  });

  it('an unknown name throws with the schema, the slot and the registered names', () => {
    const registry = buildPageRegistry({ './a.page.tsx': { page: thingDetails } });
    expect(() => requirePage(registry, 'thing', 'form', 'thingEditor')).toThrow(
      'thing: pages.form names "thingEditor", but no src/**/*.page.tsx exports a page of that name (registered: thingDetails)',
    );
    expect(() => schemaRoutes([thing], buildPageRegistry({}))).toThrow('thing: pages.show names "thingDetails"');
  });

  it('the named page renders at its route with the schema; other routes and the title keys stay as generated', () => {
    const routes = schemaRoutes([thing], buildPageRegistry({ './a.page.tsx': { page: thingDetails } }));
    expect(routes.map((r) => [r.path, r.titleKey, r.parent])).toEqual([
      ['/thing', 'resources.thing.name', undefined],
      ['/thing/add', 'resources.thing.pages.form', '/thing'],
      ['/thing/details', 'resources.thing.pages.show', '/thing'],
    ]);
    const Show = routes[2].component;
    render(<Show />);
    expect(screen.getByTestId('custom')).toHaveTextContent('custom page of thing');
    expect(routes[1].component.displayName).toBe('SchemaPage(thing)');
    expect(Show.displayName).toBe('CustomPage:thingDetails(thing)');
  });
});
