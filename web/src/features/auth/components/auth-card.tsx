import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LogoMark } from '@/components/layout/logo-mark';
import { usePageHydrated } from '@/lib/page-hydration';

interface AuthCardProps {
  title: string;
  intro: string;
  children: ReactNode;
}

/** The frame of the Login and Register pages, which sit outside the main layout. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  usePageHydrated();
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-orange-50 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <Link
          to="/"
          className="mb-6 inline-flex items-center gap-2 rounded text-sm font-semibold text-orange-800 hover:underline focus-visible:outline-2 focus-visible:outline-orange-700"
        >
          <LogoMark className="size-6" />
          Recipe Book home
        </Link>
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        <p className="mt-1 mb-6 text-stone-600">{intro}</p>
        {children}
      </div>
    </main>
  );
}
