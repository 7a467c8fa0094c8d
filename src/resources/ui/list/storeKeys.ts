import { STORAGE_PREFIX } from '../../../config';
import type { AnyResourceSchema } from '../../defineResource';

/** Where a list's chosen columns are remembered (react-admin store, per resource). */
export const columnsStoreKey = (schema: AnyResourceSchema) => `${STORAGE_PREFIX}.${schema.name}.columns`;
