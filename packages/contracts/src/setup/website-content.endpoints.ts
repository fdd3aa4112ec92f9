import { z } from 'zod';
import { integer } from '../core/integers';
import { maxChars } from '../core/text';
import { defineEndpoint } from '../core/endpoint';

// 网站内容 for the public site: only published articles, newest first, no session needed.

export const PublishedArticlesQuery = z.object({
  /** A company code (e.g. SH) for that company's articles only. */
  company: z.string().trim().check(maxChars(40)).optional(),
  /** article_category value: 1 公司新闻, 2 行业动态, 3 服务案例, 4 通知公告. */
  category: z.string().trim().check(maxChars(10)).optional(),
  limit: integer(z.number().int().min(1).max(50).default(10)),
});

export const PublishedArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  summary: z.string().nullable(),
  /** HTML. */
  body: z.string(),
  author: z.string().nullable(),
  /** YYYY-MM-DD */
  publishDate: z.string().nullable(),
  companyNick: z.string(),
});
export type PublishedArticle = z.infer<typeof PublishedArticle>;

export const listPublishedArticles = defineEndpoint({
  method: 'GET',
  path: '/api/website-content/published',
  input: PublishedArticlesQuery,
  output: z.array(PublishedArticle),
  auth: 'public',
  silent: true,
  summary: '网站内容：已发布的文章（公开，按发布日期倒序；可按公司代码、栏目筛选）',
  tag: 'website-content',
});

export const websiteContentEndpoints = { listPublishedArticles };
