import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageLoader } from '../../../shared/page-loader';
import { loadSiteContent } from '../content/load-content';

async function withContent<M>(page: Promise<M>): Promise<M> {
  const [module] = await Promise.all([page, loadSiteContent()]);
  return module;
}

/**
 * A plain component around a lazily loaded page: the shell may itself load this module lazily,
 * and React.lazy must resolve to a component, not to another lazy object.
 */
function page(Lazy: LazyExoticComponent<ComponentType>): ComponentType {
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoader h={320} />}>
        <Lazy />
      </Suspense>
    );
  };
}

// /home is the login route's page: it comes with the layout, in the same chunk. Every other page
// is its own chunk and fetches its copy (content/) the first time one of them opens.
export { default as HomePage } from './home-page';
export const RegisterPage = page(lazy(() => withContent(import('./register-page'))));
export const EstatePage = page(lazy(() => withContent(import('./estate-page'))));
export const SolutionPage = page(lazy(() => withContent(import('./solution-page'))));
export const UseCasePage = page(lazy(() => withContent(import('./use-case-page'))));
export const AboutUsPage = page(lazy(() => withContent(import('./about-us-page'))));
export const KwdHomePage = page(lazy(() => withContent(import('./kwd-home-page'))));
