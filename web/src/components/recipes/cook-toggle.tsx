// The like or wishlist toggle once Auth has answered (loaded lazily by
// counter-toggle-host.tsx, with reactfire): a visitor's, or a signed-in cook's
// that follows their own like / wishlist document live.
import { likePath, wishlistPath } from '@recipe-book/schema/paths';
import { useEffect } from 'react';
import { useSigninCheck } from 'reactfire';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { WithFirestore } from '@/lib/firebase-providers';
import { addToWishlist } from '@/lib/recipes/add-to-wishlist';
import { likeRecipe } from '@/lib/recipes/like-recipe';
import { removeFromWishlist } from '@/lib/recipes/remove-from-wishlist';
import { unlikeRecipe } from '@/lib/recipes/unlike-recipe';
import { useDocExists } from '@/lib/recipes/use-doc-exists';
import {
  type CounterToggleHostProps,
  type CounterToggleKind,
  SignedOutToggle,
  WaitingToggle,
} from './counter-toggle-host';
import { type RecipeWrite, useCounterToggle } from './use-counter-toggle';

interface ToggleKindSpec {
  /** The document whose existence means "on". */
  path: (recipeId: string, uid: string) => string;
  turnOn: RecipeWrite;
  turnOff: RecipeWrite;
  action: (on: boolean) => string;
  /** What could not be read, for the message when the state cannot be shown. */
  reading: string;
}

const KINDS: Record<CounterToggleKind, ToggleKindSpec> = {
  like: {
    path: likePath,
    turnOn: likeRecipe,
    turnOff: unlikeRecipe,
    action: (on) => (on ? 'like this recipe' : 'remove your like'),
    reading: 'your likes',
  },
  wishlist: {
    path: (recipeId, uid) => wishlistPath(uid, recipeId),
    turnOn: addToWishlist,
    turnOff: removeFromWishlist,
    action: (on) => (on ? 'save this recipe to your wishlist' : 'remove this recipe from your wishlist'),
    reading: 'your wishlist',
  },
};

export default function CookToggle(props: CounterToggleHostProps) {
  const { status, data } = useSigninCheck();
  if (status !== 'success') return <WaitingToggle {...props} />;
  if (!data.signedIn) return <SignedOutToggle {...props} />;
  const path = KINDS[props.kind].path(props.recipeId, data.user.uid);
  return (
    <ErrorBoundary fallback={(error, retry) => <UnreadToggle {...props} error={error} retry={retry} />}>
      <WithFirestore fallback={<WaitingToggle {...props} />}>
        {/* Keyed by its document: another user's (or recipe's) state never shows for a moment. */}
        <LiveToggle key={path} {...props} uid={data.user.uid} path={path} />
      </WithFirestore>
    </ErrorBoundary>
  );
}

function LiveToggle({
  kind,
  recipeId,
  count = 0,
  children,
  uid,
  path,
}: CounterToggleHostProps & { uid: string; path: string }) {
  const { turnOn, turnOff, action } = KINDS[kind];
  const on = useDocExists(path);
  return children(useCounterToggle({ recipeId, uid, on, turnOn, turnOff, count, action }));
}

// Cards fail together (a lost connection): one message for them all.
let lastMessage = { text: '', at: 0 };
const REPEAT_AFTER_MS = 10_000;

/** The state could not be read: say so once, and a press tries again (reading afresh, see WithFirestore). */
function UnreadToggle({ error, retry, ...props }: CounterToggleHostProps & { error: unknown; retry: () => void }) {
  const text = `We couldn't load ${KINDS[props.kind].reading}. ${describeError(error)}`;
  useEffect(() => {
    if (lastMessage.text === text && Date.now() - lastMessage.at < REPEAT_AFTER_MS) return;
    lastMessage = { text, at: Date.now() };
    notify.error(text);
  }, [text]);
  const count = props.count ?? 0;
  return props.children({
    on: false,
    count,
    busy: false,
    ready: true,
    toggle: retry,
  });
}
