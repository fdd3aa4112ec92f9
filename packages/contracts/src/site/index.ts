export * from './site.endpoints';
export * from './site-pages.endpoints';
