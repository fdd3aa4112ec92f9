import { lazy, Suspense } from 'react';
import { PageLoader } from '../shared/page-loader';
import { useUser } from '../shared/session';
import { withChunkTimeout } from './chunk-timeout';
import { LoadingBar } from './loading-bar';
import { PublicRoutes } from './public-routes';

// Everything after sign-in is its own chunk: the login route stays small.
const SignedInApp = lazy(() => withChunkTimeout(() => import('./signed-in-app'), 'shell').then((m) => ({ default: m.SignedInApp })));

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
