// What src/main.tsx renders: the app and the notices that sit over every
// page, with the router it starts. A chunk of its own, loaded beside React DOM
// so that the two are evaluated in separate tasks.
import { StrictMode } from 'react';
import { OfflineNotice } from '@/components/layout/offline-notice';
import { ServerUnreachableNotice } from '@/components/layout/server-unreachable-notice';
import { App } from './app';

export { router } from './router';

export function AppRoot() {
  return (
    <StrictMode>
      <App />
      <OfflineNotice />
      <ServerUnreachableNotice />
    </StrictMode>
  );
}
