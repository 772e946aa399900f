// What src/main.tsx renders in the browser, and server/render-page.tsx on the
// server: the app and the notices that sit over every page.
import { StrictMode } from 'react';
import { OfflineNotice } from '@/components/layout/offline-notice';
import { ServerUnreachableNotice } from '@/components/layout/server-unreachable-notice';
import { App } from './app';
import type { AppRouter } from './create-app-router';

export function AppRoot({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <App router={router} />
      <OfflineNotice />
      <ServerUnreachableNotice />
    </StrictMode>
  );
}
