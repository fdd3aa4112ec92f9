import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MarketingFrameContext } from './frame-context';
import { HomeHero } from './home-hero';
import { isHomePath } from './nav-items';
import { PageLoader } from '../../../shared/page-loader';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site.module.css';

export interface MarketingLayoutProps {
  /** The sign-in form; shown beside the hero on /home. */
  loginPanel?: ReactNode;
  /** The page; without it the layout renders the matched child route. */
  children?: ReactNode;
}

/** Header with the site name, logo and navigation; the page; footer with copyright, record number and phone. */
export function MarketingLayout({ loginPanel, children }: MarketingLayoutProps) {
  const { pathname } = useLocation();
  const heroShown = Boolean(loginPanel) && isHomePath(pathname);
  return (
    <MarketingFrameContext.Provider value={{ heroShown }}>
      <div className={classes.page}>
        <SiteHeader />
        <main className={classes.main}>
          {heroShown && <HomeHero aside={loginPanel} />}
          <Suspense fallback={<PageLoader h={320} />}>{children ?? <Outlet />}</Suspense>
        </main>
        <SiteFooter />
      </div>
    </MarketingFrameContext.Provider>
  );
}
