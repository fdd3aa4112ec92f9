import type { FastifyInstance } from 'fastify';
import { websiteContentEndpoints } from '@pm/contracts';
import type { Db } from '@pm/db';
import { registerEndpoint } from '../../http/register-endpoint';
import { findPublishedArticles } from './website-content.repo';

/** Published articles for the public site (no session): what companies chose to publish. */
export function websiteContentRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, websiteContentEndpoints.listPublishedArticles, async ({ input }) =>
    findPublishedArticles(db, input),
  );
}
