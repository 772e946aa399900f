// The new-token form's check (the shared schema's name rules, with zod),
// downloaded when the cook first points at or focuses the form
// (create-token-form.tsx), not with the Settings page.
import { zodResolver } from '@hookform/resolvers/zod';
import { apiTokenCreateSchema } from '@recipe-book/schema/api-token';

export const createTokenResolver = zodResolver(apiTokenCreateSchema);
