import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { usePageHydrated } from '@/lib/page-hydration';

interface NotFoundPageProps {
  /** Outside any layout (unknown URLs) it is the page's <main>; inside the layout it is a section. */
  standalone?: boolean;
  children?: ReactNode;
}

/** The 404 page, also shown for route errors (with a line of detail). */
export function NotFoundPage({ standalone = false, children }: NotFoundPageProps) {
  usePageHydrated();
  const Wrapper = standalone ? 'main' : 'section';
  return (
    <Wrapper
      id={standalone ? 'main' : undefined}
      aria-labelledby="not-found-title"
      className={`flex flex-col items-center justify-center gap-6 px-4 py-16 text-center ${standalone ? 'min-h-dvh bg-stone-50' : ''}`}
    >
      <p aria-hidden="true" className="text-7xl font-black text-orange-700">
        404
      </p>
      <h1 id="not-found-title" className="max-w-xl text-2xl font-bold text-stone-900">
        The page you're looking for doesn't exist on the menu.
      </h1>
      {children}
      <Link to="/" className={buttonClass('primary')}>
        Back to Home
      </Link>
    </Wrapper>
  );
}
