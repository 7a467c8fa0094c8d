import { z } from 'zod/mini';
import { defineCall } from '../../dataProvider/calls';

/**
 * The role select of the account-manager form (decision 120): every role, no payload. Read as
 * options through its reference source (src/reference/sources.ts).
 */
export const roleList = defineCall('GET /backend/accountManagerRole/list', { place: 'none', response: z.array(z.unknown()) });
