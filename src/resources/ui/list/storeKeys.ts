import { STORAGE_PREFIX } from '../../../config';
import type { ResourceSchema } from '../../defineResource';

/** Where a list's chosen columns are remembered (react-admin store, per resource). */
export const columnsStoreKey = (schema: ResourceSchema<unknown>) => `${STORAGE_PREFIX}.${schema.name}.columns`;
