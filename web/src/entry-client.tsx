// The browser's entry: the router made by the same factory as the server's,
// hydrating the document the page function rendered. The router restores the
// loader data dehydrated into the HTML, so the first render reads nothing.
// First, so that a bad Firebase config is shown on the page (see the module).
import '@/lib/startup-error';
import './styles.css';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { waitForSignedInUser } from '@/features/auth/api/wait-for-signed-in-user';
import { browserCollectionReader } from '@/features/collections/api/browser-collection-reader';
import { browserRecipeReader } from '@/lib/recipes/browser-recipe-reader';
import { browserReviewReader } from '@/features/reviews/api/browser-review-reader';
import { keepVisitedPagesOffline } from '@/lib/offline-pages';
import { historyFromRenderedAddress, holdBackAndForwardUntilHydrated } from '@/lib/page-hydration';
import { readPagesForVisitors } from '@/lib/visitor-reads';
import { createAppRouter } from './router';

holdBackAndForwardUntilHydrated();
const router = createAppRouter(
  {
    auth: { signedInUser: waitForSignedInUser },
    origin: window.location.origin,
    // A visitor's loaders never load Firestore: they load the page's address instead (lib/visitor-reads.ts).
    recipes: readPagesForVisitors(
      { ...browserRecipeReader, ...browserReviewReader, ...browserCollectionReader },
      () => router.latestLocation.publicHref,
    ),
  },
  historyFromRenderedAddress(),
);

// A recipe opened scaled (`?servings=`) was rendered with the scaling code
// (entry-server.tsx), so the browser loads it before hydrating too. Otherwise
// hydration waits for it in a Suspense boundary, and an update that reaches the
// boundary first (the device's units choice, a live reading) makes React show the boundary's
// fallback, the lines as written, until the code comes. A failed download
// hydrates anyway: the boundary then waits, and says so, as before.
const scalingCode = new URLSearchParams(window.location.search).has('servings')
  ? import('@/features/recipe-page/ingredient-scaler').then(({ loadScaler }) => loadScaler())
  : undefined;
void Promise.resolve(scalingCode)
  .catch(() => undefined)
  .then(hydrate);

function hydrate() {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
    {
      // A mismatch between the server's HTML and the first render is a bug: say so
      // (the browser tests fail on any console error). React's own error only says
      // where hydration gave up; its cause says what was thrown there.
      onRecoverableError: (error, info) =>
        console.error(
          'Hydration error:',
          error,
          'caused by:',
          error instanceof Error ? error.cause : undefined,
          info.componentStack,
        ),
    },
  );
}

keepVisitedPagesOffline(router);
