import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';
import type { ResourceAdapter } from '../dataProvider/adapterTypes';
import { authHeaders } from '../dataProvider/http';
import { schemas } from './registry';
import { createSchemaProvider } from './schemaProvider';

/**
 * One dataProvider adapter per schema: the marketplace mapping from its endpoint declarations,
 * or ra-data-simple-rest for schemas declaring `api: rest('/path')`.
 */
const restClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, headers: new Headers({ Accept: 'application/json', ...authHeaders() }) });

export const adapters: ResourceAdapter[] = schemas.map((schema) => ({
  resource: schema.name,
  provider: schema.restUrl
    ? simpleRestProvider(schema.restUrl.replace(new RegExp(`/${schema.name}$`), ''), restClient)
    : createSchemaProvider(schema),
}));
