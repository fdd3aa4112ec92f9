/** The marketing pages in the header and footer; paths are the spec's public routes; `page` is 网站页面's key (a hidden page leaves the menu). */
export const NAV_ITEMS = [
  { to: '/home', key: 'nav.home', page: 'home' },
  { to: '/Estate', key: 'nav.estate', page: 'estate' },
  { to: '/Solution', key: 'nav.solution', page: 'solution' },
  { to: '/UseCase', key: 'nav.useCase', page: 'usecase' },
  { to: '/AboutUs', key: 'nav.aboutUs', page: 'aboutus' },
] as const;

/** /home, /home/ and /HomePage all show the home page. */
export function isHomePath(pathname: string): boolean {
  return /^\/(home|HomePage)\/?$/.test(pathname);
}

/** A nav item is current on its own path and, under /home, on the child of the same name. */
export function isCurrent(to: string, pathname: string): boolean {
  if (to === '/home') return isHomePath(pathname);
  const path = pathname.replace(/^\/home(?=\/)/, '').replace(/\/+$/, '');
  return path.toLowerCase() === to.toLowerCase();
}
