/**
 * `npm run openapi` — writes openapi.json (scripts/openapiDocument.ts): every schema's records and
 * inputs, and every call of the spec's table with its payload place and shapes. For the backend team.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApi } from './openapiDocument';

const document = buildOpenApi() as { components: { schemas: object }; paths: object };
const out = path.resolve(process.cwd(), 'openapi.json');
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
console.log(`openapi: ${Object.keys(document.components.schemas).length} schemas, ${Object.keys(document.paths).length} paths → ${out}`);
