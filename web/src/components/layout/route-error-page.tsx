import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/describe-error';
import { NotFoundPage } from './not-found-page';

interface RouteErrorPageProps extends ErrorComponentProps {
  standalone?: boolean;
}

/** A route that failed shows the 404 page plus what went wrong and a retry. */
export function RouteErrorPage({ error, reset, standalone }: RouteErrorPageProps) {
  const router = useRouter();
  return (
    <NotFoundPage standalone={standalone}>
      <p role="alert" className="max-w-xl text-stone-700">
        {describeError(error)}
      </p>
      <Button
        variant="secondary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Try again
      </Button>
    </NotFoundPage>
  );
}
