import i18next from 'i18next';
import { lazy, Suspense } from 'react';
import { loadSignedInStrings } from '../i18n';
import { PageLoader } from '../shared/page-loader';
import { useUser } from '../shared/session';
import { withChunkTimeout } from './chunk-timeout';
import { LoadingBar } from './loading-bar';
import { PublicRoutes } from './public-routes';

// Everything after sign-in is its own chunk: the login route stays small. The shell's strings
// come with it (after sign-in they are not loaded yet).
const SignedInApp = lazy(() =>
  withChunkTimeout(
    () => Promise.all([import('./signed-in-app'), i18next.loadNamespaces('shell'), loadSignedInStrings()]),
    'shell',
  ).then(([m]) => ({ default: m.SignedInApp })),
);

/** Signed out: the public routes. Signed in: the shell with the routes of the user's menu. */
export function App() {
  const user = useUser();
  return (
    <>
      <LoadingBar />
      {user ? (
        <Suspense fallback={<PageLoader />}>
          <SignedInApp />
        </Suspense>
      ) : (
        <PublicRoutes />
      )}
    </>
  );
}
