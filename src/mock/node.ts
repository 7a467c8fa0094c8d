import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** Tests: the same handlers through msw/node. */
export const server = setupServer(...handlers);
