import type { FastifyInstance } from 'fastify';
import { sysadminContentEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { registerConstraint } from '../../errors/db-errors';
import { registerEndpoint } from '../../http/register-endpoint';
import { fileRulesService } from './file-rules';
import { picturesService } from './pictures';
import { releasesService } from './releases';
import { sitePagesService } from './site-pages';

registerConstraint('release_notes_company_version_key', 409, 'sysadmin.release_version_taken', '该版本号已存在');
registerConstraint('site_pictures_slot_target_key', 409, 'sysadmin.picture_slot_taken', '该用途已有图片，请在列表中替换');

/** 系统管理: 图片管理, 版本发布, 文件配置 and 网站页面, with what the public site reads of them. */
export function sysadminContentPlugin(db: Db, dataDir: string) {
  const pictures = picturesService(db, dataDir);
  const releases = releasesService(db);
  const fileRules = fileRulesService(db);
  const pages = sitePagesService(db);
  return async (app: FastifyInstance) => {
    registerEndpoint(app, e.listPictures, ({ session }) => pictures.list(session));
    registerEndpoint(app, e.createPicture, ({ input, session }) => pictures.create(session, input));
    registerEndpoint(app, e.replacePicture, ({ input, session }) => pictures.replace(session, input));
    registerEndpoint(app, e.deletePicture, ({ input, session }) => pictures.remove(session, input.id));
    registerEndpoint(app, e.viewSitePicture, async ({ input, reply }) => {
      const image = await pictures.image(input.id);
      void reply.header('content-type', image.mime).header('content-length', image.size);
      void reply.header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff');
      await reply.send(image.stream());
      return null;
    });

    registerEndpoint(app, e.listReleases, ({ session }) => releases.list(session));
    registerEndpoint(app, e.createRelease, ({ input, session }) => releases.create(session, input));
    registerEndpoint(app, e.updateRelease, ({ input: { id, ...values }, session }) => releases.update(session, id, values));
    registerEndpoint(app, e.publishRelease, ({ input, session }) => releases.publish(session, input.id));
    registerEndpoint(app, e.deleteRelease, ({ input, session }) => releases.remove(session, input.id));

    registerEndpoint(app, e.listFileRules, ({ session }) => fileRules.list(session));
    registerEndpoint(app, e.saveFileRule, ({ input, session }) => fileRules.save(session, input));
    registerEndpoint(app, e.resetFileRule, ({ input, session }) => fileRules.reset(session, input.category));

    registerEndpoint(app, e.listSitePages, ({ session }) => pages.list(session));
    registerEndpoint(app, e.updateSitePage, ({ input, session }) => pages.updatePage(session, input));
    registerEndpoint(app, e.createSiteSection, ({ input, session }) => pages.createSection(session, input));
    registerEndpoint(app, e.updateSiteSection, ({ input, session }) => pages.updateSection(session, input));
    registerEndpoint(app, e.deleteSiteSection, ({ input, session }) => pages.deleteSection(session, input.id));
    registerEndpoint(app, e.getPublicSitePage, ({ input }) => pages.publicPage(input.key));
    registerEndpoint(app, e.listPublicSitePages, () => pages.publicPages());
  };
}
