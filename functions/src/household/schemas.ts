// The requests and answers of the /household routes (docs/rest-api.md#households).
// The name comes from the shared household schema (schema/src/household.ts),
// so the API checks what the rules and the app check, with the same messages.
import { z } from 'zod';
import { HOUSEHOLD_LIMITS as L } from '@recipe-book/schema/constants';
import { householdNameSchema } from '@recipe-book/schema/household';
import { displayNameSchema } from '@recipe-book/schema/recipe';

const name = householdNameSchema.describe(`The household's name: one line, ${L.name.min}–${L.name.max} characters.`);
const uid = z.string().min(1).max(128);

/** POST /household. */
export const householdCreateSchema = z.strictObject({ name });

/** PATCH /household: rename, hand over ownership, or both (the owner only). */
export const householdPatchSchema = z
  .strictObject({
    name: name.optional(),
    ownerUid: uid.optional().describe('Hand the household over to this member (their uid from GET /household).'),
  })
  .refine((patch) => patch.name !== undefined || patch.ownerUid !== undefined, 'Send name or ownerUid');
export type HouseholdPatch = z.output<typeof householdPatchSchema>;

/** POST /household/join. */
export const householdJoinSchema = z.strictObject({
  code: z
    .string({ error: 'Code must be text' })
    .trim()
    .min(1, 'Code is required')
    .max(200, 'Code is not an invitation code')
    .describe('The code of an invitation link (`/join/<code>`).'),
});

const member = z.object({
  uid: z.string().describe('The member: name them as `cookUid` on the plan, or in DELETE /household/members/{uid}.'),
  displayName: displayNameSchema.describe('Their public name (never an e-mail address).'),
  isOwner: z.boolean(),
});

export const householdResponseSchema = z.object({
  id: z.string().describe('The household id.'),
  name,
  owner: z.object({ displayName: displayNameSchema.describe("The owner's public name.") }),
  members: z.array(member).min(1).max(L.maxMembers).describe('Every member, the owner included, in joining order.'),
});
export type HouseholdResponse = z.output<typeof householdResponseSchema>;

export const inviteCreatedSchema = z.object({
  code: z.string().describe('The invitation code, shown this once: only its hash is kept.'),
  url: z.url().describe('The link to send: the site page `/join/<code>`.'),
  expiresAt: z.iso.datetime().describe(`When the link stops working: ${L.invite.validDays} days from now.`),
  usesLeft: z.int().min(0).max(L.invite.maxUses).describe('How many more cooks may join with it.'),
});
export type InviteCreated = z.output<typeof inviteCreatedSchema>;

export const inviteRevokedSchema = z.object({
  revoked: z.boolean().describe('true when this call revoked a live invitation; false when there was none.'),
});
export type InviteRevoked = z.output<typeof inviteRevokedSchema>;

export const memberRemovedSchema = z.object({
  householdDeleted: z.boolean().describe('true when the last member left, and the household was deleted with it.'),
});
export type MemberRemoved = z.output<typeof memberRemovedSchema>;
