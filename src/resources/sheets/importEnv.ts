import type { QueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { mapBounded } from '../bulk/runBulk';
import type { AnyResourceSchema } from '../defineResource';
import { errorText } from '../ui/errorText';
import { fetchReferenceOptions } from '../ui/useReferenceOptions';
import type { OptionNeed, SuppliedOptions } from './options';
import type { ImportEnv, SheetImportProfile } from './profile';
import type { Translate } from './sheetTypes';

/**
 * The main thread's side of an import: the environment a profile reaches the backend through
 * (the composed dataProvider and its declared calls; reference options from the same reads and
 * cache as the list's), and the loading of the options the worker asks for.
 */
export function importEnv(schema: AnyResourceSchema, dataProvider: AppDataProvider, queryClient: QueryClient, translate: Translate): ImportEnv {
  return {
    schema,
    dataProvider,
    translate,
    referenceOptions: (field, params) => fetchReferenceOptions(field, { ...params }, { dataProvider, queryClient }),
  };
}

/** Loads every needed source (bounded concurrency); a source that fails is marked, its cells then say so. */
export async function loadNeeds(profile: SheetImportProfile<unknown, unknown>, needs: readonly OptionNeed[], env: ImportEnv, signal?: AbortSignal): Promise<SuppliedOptions[]> {
  return mapBounded(
    needs,
    async (need) => {
      try {
        return { ...need, options: await profile.loadOptions(need, env) };
      } catch (error) {
        if (signal?.aborted) throw error;
        return { ...need, failed: errorText(error, env.translate) };
      }
    },
    { signal },
  );
}
