import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  children?: ReactNode;
}

/** The heading every page starts with, and an optional line of intro. */
export function PageHeader({ title, children }: PageHeaderProps) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
      {children && <div className="mt-2 max-w-2xl text-stone-700">{children}</div>}
    </header>
  );
}
