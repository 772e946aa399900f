// Who added or ticked something in a household (issue 46): the member's uid
// and their public name as their profile (`cooks/{uid}`) holds it. The rules
// refuse any other uid or name (firestore.rules, isAddedByCaller and
// isTickedByCaller), so the web app and the API write these fields through
// these helpers. No zod here: the web app's list and plan use them.

/** A member as their writes name them: their uid and profile name. */
export interface Signer {
  uid: string;
  displayName: string;
}

/** The fields an add writes in a household: the member as the adder. */
export const addedByFields = (member: Signer) => ({ addedBy: member.displayName, addedByUid: member.uid });

/**
 * The fields a tick or untick writes besides `checked`: the member while
 * ticked, nobody once unticked (`deleted` is the writer's delete sentinel).
 */
export function tickedByFields<Deleted>(
  member: Signer,
  checked: boolean,
  deleted: Deleted,
): { checkedBy: string | Deleted; checkedByUid: string | Deleted } {
  return checked
    ? { checkedBy: member.displayName, checkedByUid: member.uid }
    : { checkedBy: deleted, checkedByUid: deleted };
}

/**
 * Whether what `name` and `uid` sign (who added or ticked) is a member other
 * than `member`, the cook looking: by uid, or by name on what was signed
 * before uids were stored. Nothing signed is nobody's.
 */
export const isSignedByOther = (
  name: string | undefined,
  uid: string | undefined,
  member: Signer | undefined,
): name is string => Boolean(name) && (uid === undefined ? name !== member?.displayName : uid !== member?.uid);
