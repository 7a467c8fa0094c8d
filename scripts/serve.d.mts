/** Types of scripts/serve.mjs (plain JavaScript so Node 20 runs it as it is). */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { HeaderSet } from './securityHeaders.mjs';

export interface ServeOptions {
  /** Strict-Transport-Security to send (behind a TLS terminator), e.g. `max-age=31536000; includeSubDomains`. */
  hsts?: string;
}

/** Reads `<dir>/headers.json`, refusing a build without it. */
export function readHeaderSet(dir: string): HeaderSet;

/** A request handler serving `dir` with its headers.json applied. */
export function createHandler(dir: string, options?: ServeOptions): (req: IncomingMessage, res: ServerResponse) => void;

/** Starts the production server; resolves once it listens, with its URL (port 0: any free port). */
export function startServer(options?: { dir?: string; port?: number; host?: string } & ServeOptions): Promise<{ server: Server; url: string }>;
