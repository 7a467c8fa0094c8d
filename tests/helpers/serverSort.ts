import { deployment } from '../../src/deployment';
import { STAND_IN_SORT_PARAMS } from '../../src/mock/handlers/schemas';

/**
 * Runs `work` as a deployment that declared its backend's sort parameters (the stand-in's names),
 * so paged lists sort on the server; the contract alone sends no sort parameter.
 */
export async function withServerSort<T>(work: () => Promise<T>): Promise<T> {
  const before = deployment.sort;
  deployment.sort = { ...STAND_IN_SORT_PARAMS };
  try {
    return await work();
  } finally {
    deployment.sort = before;
  }
}
