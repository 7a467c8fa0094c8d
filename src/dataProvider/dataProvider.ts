import type { DataProvider } from 'react-admin';
import type { ResourceAdapter } from './adapterTypes';
import { callApi } from './calls';

/** react-admin's methods plus `call(decl, args)`, the one way to make a declared custom call. */
export interface AppDataProvider extends DataProvider {
  call: typeof callApi;
}

/**
 * The one dataProvider: routes each call to the adapter of its resource. Adapters come from
 * every `*.adapter.ts` module under src/ (the schema engine's, and custom screens').
 */
const modules = import.meta.glob<{ adapters: ResourceAdapter[] }>('../**/*.adapter.ts', { eager: true });

export function composeDataProvider(adapters: readonly ResourceAdapter[]): AppDataProvider {
  const byResource = new Map<string, Partial<DataProvider>>();
  for (const adapter of adapters) {
    if (byResource.has(adapter.resource)) throw new Error(`Two adapters declare the resource "${adapter.resource}"`);
    byResource.set(adapter.resource, adapter.provider);
  }
  return new Proxy({} as AppDataProvider, {
    get(_target, method: string | symbol) {
      if (typeof method !== 'string' || method === 'then') return undefined;
      if (method === 'call') return callApi;
      return (resource: string, ...args: unknown[]) => {
        const provider = byResource.get(resource);
        const fn = provider?.[method as keyof DataProvider] as ((resource: string, ...rest: unknown[]) => unknown) | undefined;
        if (!provider) return Promise.reject(new Error(`Unknown resource "${resource}"`));
        if (typeof fn !== 'function') return Promise.reject(new Error(`"${method}" is not supported for "${resource}"`));
        return fn.call(provider, resource, ...args);
      };
    },
  });
}

export const resourceAdapters: ResourceAdapter[] = Object.keys(modules)
  .filter((path) => !path.endsWith('.test.ts'))
  .sort()
  .flatMap((path) => modules[path].adapters);

export const dataProvider: AppDataProvider = composeDataProvider(resourceAdapters);
