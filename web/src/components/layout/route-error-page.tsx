import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { describeError } from '@/lib/describe-error';
import { usePageHydrated } from '@/lib/page-hydration';

interface RouteErrorPageProps extends ErrorComponentProps {
  /** Outside any layout (the root's own error) it is the page's <main>; inside the layout it is a section. */
  standalone?: boolean;
}

/** A page whose data or code could not be loaded: what went wrong in words, Try again, and the way home. */
export function RouteErrorPage({ error, reset, standalone }: RouteErrorPageProps) {
  usePageHydrated();
  const router = useRouter();
  const Wrapper = standalone ? 'main' : 'section';
  return (
    <Wrapper
      id={standalone ? 'main' : undefined}
      aria-labelledby="route-error-title"
      className={`flex flex-col items-center justify-center gap-4 px-4 py-16 text-center ${standalone ? 'min-h-dvh bg-stone-50' : ''}`}
    >
      <h1 id="route-error-title" className="max-w-xl text-2xl font-bold text-stone-900">
        We couldn't load this page
      </h1>
      <p role="alert" className="max-w-xl text-stone-700">
        {describeError(error)}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
        <Link to="/" className={buttonClass('secondary')}>
          Back to Home
        </Link>
      </div>
    </Wrapper>
  );
}
