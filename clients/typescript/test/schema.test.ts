// The committed types must be those of the document the API serves today:
// a route or schema change without `npm run client:generate` fails here.
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { generateSchema, SCHEMA_FILE } from '../scripts/schema-source';

// Generating imports the whole API's schemas and runs openapi-typescript:
// 4 s on this 2-core machine when idle, so more than the unit tests' 5 s
// default when a full run keeps it busy.
it(
  'src/schema.d.ts is up to date with the OpenAPI document (npm run client:generate)',
  { timeout: 30_000 },
  async () => {
    const committed = await readFile(SCHEMA_FILE, 'utf8');
    expect(committed === (await generateSchema()), 'run `npm run client:generate` and commit the result').toBe(true);
  },
);
