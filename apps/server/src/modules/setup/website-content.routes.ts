import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { websiteContentEndpoints } from '@pm/contracts';
import { schema, type Db } from '@pm/db';
import { registerEndpoint } from '../../http/register-endpoint';

const articles = schema.websiteContents;
const companies = schema.companies;

/** Published articles for the public site (no session): what companies chose to publish. */
export function websiteContentRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, websiteContentEndpoints.listPublishedArticles, async ({ input }) =>
    db
      .select({
        id: articles.id,
        title: articles.title,
        category: articles.category,
        summary: articles.summary,
        body: articles.body,
        author: articles.author,
        publishDate: articles.publishDate,
        companyNick: companies.nick,
      })
      .from(articles)
      .innerJoin(companies, eq(companies.id, articles.companyId))
      .where(
        and(
          eq(articles.published, true),
          isNull(articles.deletedAt),
          input.company ? eq(companies.code, input.company) : undefined,
          input.category ? eq(articles.category, input.category) : undefined,
        ),
      )
      .orderBy(desc(articles.publishDate), desc(articles.id))
      .limit(input.limit),
  );
}
