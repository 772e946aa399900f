// `npm run client:generate`: rewrites src/schema.d.ts from the API's current
// OpenAPI document (see schema-source.ts).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateSchema, SCHEMA_FILE } from './schema-source';

await writeFile(SCHEMA_FILE, await generateSchema());
console.log(`Wrote ${fileURLToPath(SCHEMA_FILE)}`);
