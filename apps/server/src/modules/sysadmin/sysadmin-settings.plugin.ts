import type { FastifyInstance } from 'fastify';
import { sysadminSettingsEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { registerEndpoint } from '../../http/register-endpoint';
import * as navigation from './navigation-settings';
import * as dictionaries from './platform-dictionaries';
import * as rights from './role-rights';
import * as documents from './system-documents';

/** 系统管理 settings for sa and super: 字典管理, 文档管理, 导航管理, 权限管理 (the endpoints' roles refuse the others). */
export function sysadminSettingsPlugin(db: Db) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, e.listPlatformDictionaries, () => dictionaries.listPlatformDictionaries(db));
    registerEndpoint(app, e.listPlatformEntries, ({ input }) => dictionaries.listPlatformEntries(db, input.code));
    registerEndpoint(app, e.createPlatformEntry, ({ input, session }) => dictionaries.createPlatformEntry(db, session, input));
    registerEndpoint(app, e.updatePlatformEntry, ({ input, session }) => dictionaries.updatePlatformEntry(db, session, input));
    registerEndpoint(app, e.deletePlatformEntry, ({ input, session }) => dictionaries.deletePlatformEntry(db, session, input.id));
    registerEndpoint(app, e.listSystemDocuments, () => documents.listSystemDocuments(db));
    registerEndpoint(app, e.updateSystemDocument, ({ input, session }) => documents.updateSystemDocument(db, session, input));
    registerEndpoint(app, e.listMenuHelp, () => documents.listMenuHelp(db));
    registerEndpoint(app, e.updateMenuHelp, ({ input, session }) => documents.updateMenuHelp(db, session, input));
    registerEndpoint(app, e.getNavigationSettings, () => navigation.getNavigationSettings(db));
    registerEndpoint(app, e.updateNavigationCentre, ({ input, session }) => navigation.updateNavigationCentre(db, session, input));
    registerEndpoint(app, e.orderNavigationCentres, ({ input, session }) => navigation.orderNavigationCentres(db, session, input));
    registerEndpoint(app, e.updateNavigationTips, ({ input, session }) => navigation.updateNavigationTips(db, session, input));
    registerEndpoint(app, e.listRoleRights, () => rights.listRoleRights(db));
    registerEndpoint(app, e.getRoleRights, ({ input }) => rights.getRoleRights(db, input.role));
    registerEndpoint(app, e.setRoleRight, ({ input, session }) => rights.setRoleRight(db, session, input));
  };
}
