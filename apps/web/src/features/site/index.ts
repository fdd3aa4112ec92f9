// The layout loads with the login route; each page is a plain component that loads its own chunk.
export { MarketingLayout, type MarketingLayoutProps } from './components/marketing-layout';
export {
  AboutUsPage,
  EstatePage,
  HomePage,
  KwdHomePage,
  RegisterPage,
  SolutionPage,
  UseCasePage,
} from './pages/lazy-pages';
