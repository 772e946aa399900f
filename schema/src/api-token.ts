// Personal access tokens of the REST API (docs/rest-api.md#personal-access-tokens):
// the name a cook gives one, and the answers of GET and POST /tokens. Used by
// the Settings page's form and by the function's validation and OpenAPI
// document. The secret itself and its hash live in functions/ only.
import { z } from 'zod';
import { API_TOKEN_LIMITS as L } from './constants';
import { line } from './recipe';

/** What the cook calls a token ("Backup script"): one line, so that the list shows it whole. */
const apiTokenNameSchema = line('Name', L.name.max).describe(
  `What the token is for, e.g. "Backup script": one line, 1 to ${L.name.max} characters.`,
);

/** POST /tokens. */
export const apiTokenCreateSchema = z.strictObject({ name: apiTokenNameSchema });

const tokenFields = {
  id: z.string().min(1).describe('The token id: DELETE /tokens/{id} revokes it. Not the secret.'),
  name: apiTokenNameSchema,
  createdAt: z.iso.datetime().describe('When the token was created.'),
};

/** A token in GET /tokens: never the secret, never its hash. */
export const apiTokenSchema = z.object({
  ...tokenFields,
  lastUsedAt: z.iso
    .datetime()
    .nullable()
    .describe('When the token last authenticated a call, to about a minute; null when it never has.'),
});
export type ApiToken = z.output<typeof apiTokenSchema>;

export const apiTokenListSchema = z.array(apiTokenSchema);

/** The answer of POST /tokens: the only time the secret is ever shown. */
export const apiTokenCreatedSchema = z.object({
  ...tokenFields,
  token: z
    .string()
    .min(1)
    .describe('The secret, shown this once: send it as `Authorization: Bearer <token>`. Only its hash is kept.'),
});
export type ApiTokenCreated = z.output<typeof apiTokenCreatedSchema>;
