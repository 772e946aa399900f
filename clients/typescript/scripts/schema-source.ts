// The types of src/schema.d.ts, generated from the OpenAPI document the API
// serves. The document is built in-process by the same builder GET
// /openapi.json answers with, from the function's own route table: no
// emulator is needed, and what is generated is exactly what is served.
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { routes } from '../../../functions/src/app';
import { buildOpenApiDocument } from '../../../functions/src/openapi';

export const SCHEMA_FILE = new URL('../src/schema.d.ts', import.meta.url);

const BANNER = [
  '// Generated from GET /openapi.json by `npm run client:generate`: do not edit.',
  '// The test clients/typescript/test/schema.test.ts fails when it is out of date.',
  '',
].join('\n');

/** The text src/schema.d.ts must hold for the current route table and schemas. */
export async function generateSchema(): Promise<string> {
  const document = buildOpenApiDocument(routes) as unknown as OpenAPI3;
  // A field with a default is one a client may leave out (POST /recipes' servings, POST /collections'
  // visibility): openapi-typescript would otherwise type it as required.
  return BANNER + astToString(await openapiTS(document, { defaultNonNullable: false }));
}
