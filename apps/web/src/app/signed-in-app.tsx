import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { ChangePasswordModal } from '../features/auth';
import { DialogHost, MessagePopup } from '../features/shell';
import { closePasswordModal, openPasswordModal, usePasswordModalOpen } from '../shared/dialogs';
import { ScreenLookupProvider } from '../shared/embedded-screen';
import { PageLoader } from '../shared/page-loader';
import { useUser } from '../shared/session';
import { CallCenterWidget, MeterReadingsMobile, OwnerPortal, PatrolMobile, PayLinkPage, Site, TechnicianApp } from './feature-slots';
import { NewLayout } from './layouts/new-layout';
import { OldLayout } from './layouts/old-layout';
import { forcedLogout, logout } from './logout';
import { MenuRefusalModal } from './menu/menu-refusal';
import { NotFoundPage } from './pages/not-found';
import { SearchPage } from './pages/search-page';
import { ScreenHost, screenFor } from './screen-host';
import { loadShellData, type ShellData } from './shell-data';
import { FIXED_ROUTES, fixedRoutesTitled, landingPath, type ShellRoute } from './shell-routes';

function Blank({ route }: { route: ShellRoute }) {
  return <ScreenHost route={route} title={route.title} />;
}

function SiteRoute({ page: P }: { page: React.ComponentType | null }) {
  const Layout = Site.MarketingLayout;
  if (!P || !Layout) return <Navigate to="/" replace />;
  return (
    <Layout>
      <P />
    </Layout>
  );
}

function ShellRoutes({ data }: { data: ShellData }) {
  const user = useUser();
  if (!user) return null;
  const menuScreens: ShellRoute[] = data.routes.filter((r) => !r.blank);
  const blank = data.routes.filter((r) => r.blank);
  const routes = [...fixedRoutesTitled(menuScreens), ...menuScreens.filter((r) => !FIXED_ROUTES.some((f) => f.path === r.path))];
  const newLayout = user.menuStyle === 1;
  const layout = newLayout ? (
    <NewLayout centres={data.centres} routes={routes} pendingDocuments={data.account.pendingDocumentsNumber} />
  ) : (
    <OldLayout tree={data.tree} routes={routes} pendingDocuments={data.account.pendingDocumentsNumber} />
  );
  return (
    <ScreenLookupProvider value={screenFor}>
    <Routes>
      <Route path="/home" element={<Navigate to="/" replace />} />
      <Route path="/" element={<Navigate to={landingPath(user.role, data.routes)} replace />} />
      <Route path="/search" element={<SearchPage data={data} />} />
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="/Estate" element={<SiteRoute page={Site.EstatePage} />} />
      <Route path="/Solution" element={<SiteRoute page={Site.SolutionPage} />} />
      <Route path="/UseCase" element={<SiteRoute page={Site.UseCasePage} />} />
      <Route path="/AboutUs" element={<SiteRoute page={Site.AboutUsPage} />} />
      <Route path="/HomePage" element={<SiteRoute page={Site.HomePage} />} />
      <Route path="/kwdhome" element={Site.KwdHomePage ? <Site.KwdHomePage /> : <Navigate to="/" replace />} />
      <Route path="/register" element={Site.RegisterPage ? <Site.RegisterPage /> : <Navigate to="/" replace />} />
      <Route path="/pay/:token" element={PayLinkPage ? <PayLinkPage /> : <Navigate to="/" replace />} />
      <Route path="/owner/*" element={OwnerPortal ? <OwnerPortal /> : <Navigate to="/" replace />} />
      <Route path="/m/patrol/*" element={PatrolMobile ? <PatrolMobile /> : <Navigate to="/" replace />} />
      <Route path="/m/readings/*" element={MeterReadingsMobile ? <MeterReadingsMobile /> : <Navigate to="/" replace />} />
      <Route path="/m/*" element={TechnicianApp ? <TechnicianApp /> : <Navigate to="/" replace />} />
      <Route path="/auth-redirect" element={<Navigate to="/" replace />} />
      {blank.map((r) => (
        <Route key={r.name} path={r.path} element={<Blank route={r} />} />
      ))}
      <Route element={<>{layout}<Outlet /></>}>
        {routes.map((r) => (
          <Route key={r.name} path={r.path} element={null} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
    </ScreenLookupProvider>
  );
}

/**
 * After sign-in: account info, then the menu, then the routes. A failure signs out to /home.
 * The password modal is forced open (not closable) while the password was never changed.
 */
export function SignedInApp() {
  const shell = useQuery({ queryKey: ['shell'], queryFn: loadShellData, staleTime: Infinity, retry: false });
  const passwordOpen = usePasswordModalOpen();
  const mustChange = shell.data ? !shell.data.account.passwordChanged || shell.data.account.mustChangePassword : false;
  // The phone pages (/m: 工单, 巡查签到, 抄表) leave the desktop's 753×483 message pop-up for the desktop: a technician
  // scanning a label or stepping an order is not stopped by it; the messages wait for the next desktop visit.
  const onPhone = /^\/m(\/|$)/.test(useLocation().pathname);

  useEffect(() => {
    if (shell.isError) forcedLogout('/home');
  }, [shell.isError]);
  useEffect(() => {
    if (mustChange && location.pathname !== '/home') openPasswordModal();
  }, [mustChange]);

  if (shell.isPending || shell.isError) return <PageLoader h="100vh" />;
  return (
    <>
      <Suspense fallback={<PageLoader h="100vh" />}>
        <ShellRoutes data={shell.data} />
      </Suspense>
      <ChangePasswordModal
        opened={passwordOpen || mustChange}
        closable={!mustChange}
        onClose={closePasswordModal}
        onChanged={() => {
          closePasswordModal();
          void logout();
        }}
      />
      {!mustChange && !onPhone && <MessagePopup />}
      <DialogHost />
      <MenuRefusalModal />
      {CallCenterWidget && !mustChange && (
        <Suspense fallback={null}>
          <CallCenterWidget />
        </Suspense>
      )}
    </>
  );
}
