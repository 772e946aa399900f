// The recipe schema's `visibility` field (zod), apart from the values in
// visibility.ts so that the forms' radio group does not pull in zod.
import { z } from 'zod';
import { VISIBILITIES } from './visibility';

export const visibilityField = z
  .enum(VISIBILITIES, { error: `Visibility must be one of ${VISIBILITIES.join(', ')}` })
  .describe(
    'Who can see the recipe: `public` (listed everywhere), `unlisted` (anyone with its link; in no list, ' +
      'and its page says noindex) or `private` (its author alone; a 404 for everyone else).',
  );
