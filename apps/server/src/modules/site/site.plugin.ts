import type { FastifyInstance } from 'fastify';
import { siteEndpoints } from '@pm/contracts';
import type { Db } from '@pm/db';
import { registerEndpoint } from '../../http/register-endpoint';
import { loadRsaKeys } from '../secrets/index';
import { sitePictureUrls } from '../sysadmin-content/index';
import { DEFAULT_SITE, findSiteSettings } from './site.repo';

/** `signKey` is the configured AUTH_SIGN_KEY: clients sign in with the server's key, never one built into them. */
export function sitePlugin(db: Db, signKey: string) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, siteEndpoints.getSite, async () => {
      const [settings, keys, pictures] = await Promise.all([findSiteSettings(db), loadRsaKeys(db), sitePictureUrls(db)]);
      const s = settings ?? DEFAULT_SITE;
      return {
        siteName: s.siteName,
        logo: pictures.logo ?? s.logo,
        heroImage: pictures.heroImage,
        icp: s.icp,
        phone: s.phone,
        copyright: s.copyright,
        pubKey: keys.publicKey,
        signKey,
      };
    });
  };
}
