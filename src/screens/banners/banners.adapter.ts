import bannerConfig from '../../../schemas/bannerConfig';
import type { ResourceAdapter } from '../../dataProvider/adapterTypes';
import { createSchemaProvider, type SchemaDataProvider } from '../../resources/schemaProvider';
import { BANNER_SCREENS } from './bannerScreens';

/**
 * dataProvider of the Web / H5 banner screens: the banner entity's mapping with `type` fixed
 * (1 Web, 2 H5) in list filters and in every save (batch saves too), so each screen sees and writes its own banners.
 */
export function fixedTypeProvider(type: number, base: SchemaDataProvider = createSchemaProvider(bannerConfig)): SchemaDataProvider {
  return {
    ...base,
    getList: (resource, params) => base.getList!(resource, { ...params, filter: { ...params.filter, type } }),
    create: (resource, params) => base.create!(resource, { ...params, data: { ...params.data, type } }),
    update: (resource, params) => base.update!(resource, { ...params, data: { ...params.data, type } }),
    // The batch save (the list's 上移 / 下移) carries whole banners: each keeps its screen's type.
    callAction: (resource, params) =>
      base.callAction(resource, Array.isArray(params.data) ? { ...params, data: params.data.map((row: unknown) => (row && typeof row === 'object' ? { ...row, type } : row)) } : params),
  };
}

export const adapters: ResourceAdapter[] = BANNER_SCREENS.map(({ schema, type }) => ({ resource: schema.name, provider: fixedTypeProvider(type) }));
