// The answer of DELETE /tokens/{id}; the other shapes of the token routes are
// shared with the web app (schema/src/api-token.ts). The OpenAPI document is
// generated from these.
import { z } from 'zod';

export const tokenDeleteResultSchema = z.object({
  deletedCount: z
    .union([z.literal(0), z.literal(1)])
    .describe('1 when this call revoked your token, 0 when you have no token with this id.'),
});
export type TokenDeleteResult = z.output<typeof tokenDeleteResultSchema>;
