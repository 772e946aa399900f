// What a follower's module (loaded lazily by lib/lazy-follower.tsx) exports
// as its default: a component that reads live with the feature's reactfire
// hook and reports each reading to the page (`onChange`, in an effect), under
// a boundary that gives it Firestore and says what a failed read means
// (lib/follow-boundary.tsx). It renders nothing itself.
import { type ComponentType, useCallback, useEffect } from 'react';
import { FollowBoundary, QuietFollowBoundary } from './follow-boundary';

interface Reports<Reading> {
  onChange: (reading: Reading) => void;
}

/** Reads with `useReading` (undefined: nothing read yet) and reports each reading. */
function reporter<Props extends object, Reading>(
  useReading: (props: Props) => Reading | undefined,
): ComponentType<Props & Reports<Reading>> {
  function Report(props: Props & Reports<Reading>) {
    const reading = useReading(props);
    const { onChange } = props;
    useEffect(() => {
      if (reading !== undefined) onChange(reading);
    }, [reading, onChange]);
    return null;
  }
  return Report;
}

/**
 * The follower of a part of a page (a list, a header, the reviews): should
 * following fail (offline, or refused), the part keeps the copy it has.
 */
export function quietFollower<Props extends object, Reading>(
  useReading: (props: Props) => Reading | undefined,
): ComponentType<Props & Reports<Reading>> {
  const Report = reporter(useReading);
  function QuietFollower(props: Props & Reports<Reading>) {
    return (
      <QuietFollowBoundary>
        <Report {...props} />
      </QuietFollowBoundary>
    );
  }
  return QuietFollower;
}

/**
 * The follower of a page's main document (a recipe, a collection): a refusal
 * by the rules reports null (to this reader it is gone); any other failure
 * leaves the page its copy, under a message placed by `messageClassName`.
 */
export function documentFollower<Props extends object, Reading>(
  useReading: (props: Props) => Reading | undefined,
  messageClassName: string,
): ComponentType<Props & Reports<Reading | null>> {
  const Report = reporter<Props, Reading | null>(useReading);
  function DocumentFollower(props: Props & Reports<Reading | null>) {
    const { onChange } = props;
    const onGone = useCallback(() => onChange(null), [onChange]);
    return (
      <FollowBoundary onGone={onGone} messageClassName={messageClassName}>
        <Report {...props} />
      </FollowBoundary>
    );
  }
  return DocumentFollower;
}
