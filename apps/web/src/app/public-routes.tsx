import { Box, Center, Stack } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoginPanel } from '../features/auth';
import { PageLoader } from '../shared/page-loader';
import { withChunkTimeout } from './chunk-timeout';
import { OwnerPortal, PayLinkPage, Site } from './feature-slots';

// Rare routes: their chunks (and the account endpoint) stay out of the login route.
const AuthRedirect = lazy(() =>
  withChunkTimeout(() => import('./pages/auth-redirect'), 'auth-redirect').then((m) => ({ default: m.AuthRedirect })),
);
const NotFoundPage = lazy(() =>
  withChunkTimeout(() => import('./pages/not-found'), 'not-found').then((m) => ({ default: m.NotFoundPage })),
);

function Page({ component: C }: { component: ComponentType | null }) {
  return C ? <C /> : <Navigate to="/home" replace />;
}

/** A marketing page inside the site frame; /home carries the login panel. */
function Marketing({ page, withLogin = false }: { page: ComponentType | null; withLogin?: boolean }) {
  const Layout = Site.MarketingLayout;
  if (!Layout || !page) return withLogin ? <LoginAlone /> : <Navigate to="/home" replace />;
  const P = page;
  return (
    <Layout loginPanel={withLogin ? <LoginPanel /> : undefined}>
      <P />
    </Layout>
  );
}

/** The login panel on its own (used when the marketing site is not part of the build). */
export function LoginAlone() {
  return (
    <Center mih="100vh" bg="gray.1">
      <Stack align="center">
        <LoginPanel />
      </Stack>
    </Center>
  );
}

function ToLogin() {
  const location = useLocation();
  const redirect = `${location.pathname}${location.search}`;
  return <Navigate to={`/home?redirect=${encodeURIComponent(redirect)}`} replace />;
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader h="100vh" />}>{children}</Suspense>;
}

/** Routes without a session (spec section 2): any other path goes to /home with a redirect. */
export function PublicRoutes() {
  return (
    <Box>
      <Lazy>
        <Routes>
          <Route path="/home" element={<Marketing page={Site.HomePage} withLogin />} />
          <Route path="/Estate" element={<Marketing page={Site.EstatePage} />} />
          <Route path="/Solution" element={<Marketing page={Site.SolutionPage} />} />
          <Route path="/UseCase" element={<Marketing page={Site.UseCasePage} />} />
          <Route path="/AboutUs" element={<Marketing page={Site.AboutUsPage} />} />
          <Route path="/HomePage" element={<Marketing page={Site.HomePage} />} />
          <Route path="/kwdhome" element={<Page component={Site.KwdHomePage} />} />
          <Route path="/register" element={<Page component={Site.RegisterPage} />} />
          <Route path="/pay/:token" element={<Page component={PayLinkPage} />} />
          <Route path="/owner/*" element={<Page component={OwnerPortal} />} />
          <Route path="/auth-redirect" element={<AuthRedirect />} />
          <Route path="/404" element={<NotFoundPage />} />
          <Route path="*" element={<ToLogin />} />
        </Routes>
      </Lazy>
    </Box>
  );
}
