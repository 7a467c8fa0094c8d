import { z } from 'zod/mini';
import { pageShapeText, readPage } from './paging';

/**
 * zod pieces shared by call declarations (`src/**\/*.calls.ts`, decision 120). Shapes are the
 * contract in our names; a deployment's other names are mapped at the boundary (decision 100).
 */

/** An id as backends send it: a positive integer or its digits as a string (read as a number). */
export const wireId = z.union([z.number().check(z.refine(Number.isSafeInteger), z.positive()), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]);

/** Rows of a list answer; each row is read by its own parser (src/resources/recordCodec.ts). */
export const listAnswer = z.array(z.unknown());

/**
 * A `/page` answer in the deployment's paging shape (`{ records, total }` by default,
 * src/dataProvider/paging.ts); its rows are read one by one by `parsePage`.
 */
export const pageAnswer = z.custom<object>((value) => readPage(value) !== null, {
  error: () => `expected ${pageShapeText()}`,
});

/** The largest page the contract takes (`pageSize` of the paging shapes below). */
export const MAX_PAGE_SIZE = 1000;

/** Paging in a query string: the numbers arrive as strings. */
export const pagingQuery = z.object({
  currentPage: z.coerce.number().check(z.refine(Number.isSafeInteger), z.gte(1)),
  pageSize: z.coerce.number().check(z.refine(Number.isSafeInteger), z.gte(1), z.lte(MAX_PAGE_SIZE)),
});

/** Paging in a JSON body (the `POST …/page` calls). */
export const pagingBody = z.object({
  currentPage: z.number().check(z.refine(Number.isSafeInteger), z.gte(1)),
  pageSize: z.number().check(z.refine(Number.isSafeInteger), z.gte(1), z.lte(MAX_PAGE_SIZE)),
});

/** A record answer (an `info`, a save that returns the record); read by its own parser. */
export const recordAnswer = z.looseObject({});
