import { schemas } from '../../src/resources/registry';
import { fixtures } from '../fixtures/fixtures';
import { describeSchemaContract } from './schemaContract';

/**
 * Generated contract tests for every schema in schemas/ (served by the stand-in's generated
 * handlers or its own) and every test fixture under tests/fixtures/: a new schema needs no
 * hand-written test. Behaviour the declaration cannot tell stays in tests/contract/<name>.test.ts.
 */
for (const schema of schemas.filter((s) => s.api)) describeSchemaContract(schema);
for (const fixture of fixtures) describeSchemaContract(fixture.schema, { fixture });
