// What a write to a cook's plan or list needs besides the data: where it goes
// (household/home.ts), and on a household's, the caller as its adder
// (`addedByUid`, `addedBy`) and ticker, and who may be named as the cook.
import type { Signer } from '@recipe-book/schema/signer';
import { requireAuthor, requireUser } from '../http/auth';
import { badRequest } from '../http/errors';
import type { ApiRequest } from '../http/types';
import { planHomeOf, type PlanHome } from './home';

export interface PlanWriter extends PlanHome {
  /** The caller, by uid and public name, on a household's plan or list; undefined on their own. */
  member: Signer | undefined;
}

/** Where the caller's plan and list are, read for a request that only reads them. */
export async function callerPlanHome(request: ApiRequest): Promise<PlanHome> {
  return planHomeOf((await requireUser(request)).uid);
}

/** Where the caller's plan and list are, and what their writes there carry. */
export async function callerPlanWriter(request: ApiRequest): Promise<PlanWriter> {
  const home = await callerPlanHome(request);
  if (home.householdId === null) return { ...home, member: undefined };
  const { uid, displayName } = await requireAuthor(request);
  return { ...home, member: { uid, displayName } };
}

/** 400 unless `cookUid` (when given) is the caller, or a member of their household. */
export function assertCook(home: PlanHome, cookUid: string | undefined): void {
  if (cookUid === undefined || home.cooks.includes(cookUid)) return;
  const who = home.householdId === null ? 'yourself' : 'a member of your household';
  throw badRequest('invalid-field', `cookUid: The cook must be ${who}`);
}
