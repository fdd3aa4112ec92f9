import type { FastifyInstance } from 'fastify';
import { siteEndpoints } from '@pm/contracts';
import type { Db } from '@pm/db';
import { registerEndpoint } from '../../http/register-endpoint';
import { loadRsaKeys } from '../secrets/secrets.service';
import { DEFAULT_SITE, findSiteSettings } from './site.repo';

export function sitePlugin(db: Db) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, siteEndpoints.getSite, async () => {
      const [settings, keys] = await Promise.all([findSiteSettings(db), loadRsaKeys(db)]);
      const s = settings ?? DEFAULT_SITE;
      return {
        siteName: s.siteName,
        logo: s.logo,
        icp: s.icp,
        phone: s.phone,
        copyright: s.copyright,
        pubKey: keys.publicKey,
      };
    });
  };
}
