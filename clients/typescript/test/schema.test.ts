// The committed types must be those of the document the API serves today:
// a route or schema change without `npm run client:generate` fails here.
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { generateSchema, SCHEMA_FILE } from '../scripts/schema-source';

it('src/schema.d.ts is up to date with the OpenAPI document (npm run client:generate)', async () => {
  const committed = await readFile(SCHEMA_FILE, 'utf8');
  expect(committed === (await generateSchema()), 'run `npm run client:generate` and commit the result').toBe(true);
});
