// Around a page's lazily loaded followers (made by lib/live-follower.tsx).
// FollowBoundary, for a page's main document (a recipe, a collection):
// Firestore for its live reads, and what a failed read means. A refusal by the rules (the document was made private, or this
// reader may no longer see it) is an answer: to this reader it is gone, as a
// 404 would say, and `onGone` is told. Any other failure leaves the page with
// the copy it has, under a message that it may be out of date, with Retry.
// QuietFollowBoundary, for a part of a page (a list, a header, the reviews).
import { type ReactNode, useEffect } from 'react';
import { ErrorBoundary, ErrorMessage } from '@/components/ui/error-boundary';
import { WithFirestore } from './firebase-providers';
import { isRefusedRead } from './describe-error';

interface FollowBoundaryProps {
  onGone: () => void;
  /** Where the message about a failed read sits on the page. */
  messageClassName: string;
  children: ReactNode;
}

function ReportGone({ onGone }: Pick<FollowBoundaryProps, 'onGone'>) {
  useEffect(() => onGone(), [onGone]);
  return null;
}

export function FollowBoundary({ onGone, messageClassName, children }: FollowBoundaryProps) {
  return (
    <ErrorBoundary
      fallback={(error, retry) =>
        isRefusedRead(error) ? (
          <ReportGone onGone={onGone} />
        ) : (
          <div className={messageClassName}>
            <ErrorMessage error={error} retry={retry} />
          </div>
        )
      }
    >
      <WithFirestore fallback={null}>{children}</WithFirestore>
    </ErrorBoundary>
  );
}

/**
 * Around a follower of a part of a page (a list, a header, the reviews):
 * Firestore for its live reads, and should following fail (offline, or
 * refused), the part simply keeps the copy it has, without a message.
 */
export function QuietFollowBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => null}>
      <WithFirestore fallback={null}>{children}</WithFirestore>
    </ErrorBoundary>
  );
}
