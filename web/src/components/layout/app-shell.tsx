import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Footer } from './footer';
import { TopBar } from './top-bar';

// The drawer downloads when the menu is first opened (a phone's one tap; the
// service worker has it precached after the first visit): every page saves
// its code and the dialog's, about 1 kB (docs/performance.md).
const Sidebar = lazy(() => import('./sidebar').then((module) => ({ default: module.Sidebar })));

interface AppShellProps {
  signedIn: boolean;
  account: ReactNode;
  children: ReactNode;
}

/** The main layout: top bar, sidebar, page, footer. Login and Register live outside it. */
export function AppShell({ signedIn, account, children }: AppShellProps) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <TopBar
        signedIn={signedIn}
        sidebarOpen={sidebarOpen}
        onOpenSidebar={() => setSidebarOpen(true)}
        account={account}
      />
      {sidebarOpen && (
        <Suspense fallback={null}>
          <Sidebar onClose={() => setSidebarOpen(false)} signedIn={signedIn} />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
