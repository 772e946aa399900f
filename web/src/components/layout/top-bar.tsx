import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from './logo';
import { TOP_BAR_LINKS, visibleLinks } from './nav-links';

interface TopBarProps {
  signedIn: boolean;
  sidebarOpen: boolean;
  onOpenSidebar: () => void;
  /** Avatar menu when signed in, Login and Register when not. */
  account: ReactNode;
}

export function TopBar({ signedIn, sidebarOpen, onOpenSidebar, account }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        {/* A form whose action is a function: a press before hydration is replayed once it has. */}
        <form action={onOpenSidebar} className="contents">
          <button
            type="submit"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={sidebarOpen}
            className="rounded-lg p-2 text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-orange-700"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
            </svg>
          </button>
        </form>
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {visibleLinks(TOP_BAR_LINKS, signedIn).map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  activeOptions={{ exact: link.to === '/' }}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-orange-700 data-[status=active]:text-orange-800 data-[status=active]:underline data-[status=active]:underline-offset-4"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">{account}</div>
      </div>
    </header>
  );
}
