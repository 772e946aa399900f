// Follows a cook's profile and totals live (loaded lazily, with reactfire and
// Firestore, once the page has loaded, by followed-cook.tsx) and reports every
// reading. Should following fail (offline), the page keeps the copy it has.
import { quietFollower } from '@/lib/live-follower';
import { useLiveCook } from '../api/use-live-cook';

const useFollowedCook = ({ uid }: { uid: string }) => useLiveCook(uid);

export default quietFollower(useFollowedCook);
