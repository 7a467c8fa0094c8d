import { z } from 'zod';

/**
 * zod pieces shared by call declarations (`src/**\/*.calls.ts`, decision 120). Shapes are the
 * contract in our names; a deployment's other names are mapped at the boundary (decision 100).
 */

/** An id as backends send it: a positive integer or its digits as a string (read as a number). */
export const wireId = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]);

/** Rows of a list answer; each row is read by its own parser (src/resources/recordShape.ts). */
export const listAnswer = z.array(z.unknown());

/** `{ records, total }` of a `/page` answer (src/dataProvider/paging.ts); rows read one by one. */
export const pageAnswer = z.looseObject({ records: z.array(z.unknown()), total: z.unknown().optional() });

/** Paging in a query string: the numbers arrive as strings. */
export const pagingQuery = z.object({
  currentPage: z.coerce.number().int().min(1),
  pageSize: z.coerce.number().int().min(1).max(1000),
});

/** Paging in a JSON body (the `POST …/page` calls). */
export const pagingBody = z.object({
  currentPage: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(1000),
});

/** A record answer (an `info`, a save that returns the record); read by its own parser. */
export const recordAnswer = z.looseObject({});
