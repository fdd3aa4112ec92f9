import { and, desc, eq, isNull } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const articles = schema.websiteContents;
const companies = schema.companies;

/** Published articles, newest first, optionally of one company (by code) and category. */
export async function findPublishedArticles(
  db: DbOrTx,
  f: { company?: string | undefined; category?: string | undefined; limit: number },
) {
  return db
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
        f.company ? eq(companies.code, f.company) : undefined,
        f.category ? eq(articles.category, f.category) : undefined,
      ),
    )
    .orderBy(desc(articles.publishDate), desc(articles.id))
    .limit(f.limit);
}
