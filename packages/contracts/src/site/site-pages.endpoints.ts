import { z } from 'zod';
import { defineEndpoint, emptyInput } from '../core/endpoint';
import { PublicSitePage, SitePageKey } from '../sysadmin/sysadmin-content.schemas';

// The public site's pages as 网站页面 configures them: the login route reads them, so they sit with the
// site's own endpoints (the web build keeps this file in the login route's small contracts chunk).

export const getPublicSitePage = defineEndpoint({
  method: 'GET',
  path: '/api/site/pages/:key',
  input: z.object({ key: SitePageKey }),
  output: PublicSitePage,
  auth: 'public',
  silent: true,
  summary: '官网页面的栏目（公开，只含显示的栏目）',
  tag: 'site',
});
export const listPublicSitePages = defineEndpoint({
  method: 'GET',
  path: '/api/site/pages',
  input: emptyInput,
  output: z.array(PublicSitePage.omit({ sections: true })),
  auth: 'public',
  silent: true,
  summary: '官网页面的名称、排序与显示（公开，导航用）',
  tag: 'site',
});
