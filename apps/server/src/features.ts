import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { registrationPlugin } from './modules/registration/registration.plugin';
import { sitePlugin } from './modules/site/site.plugin';
import { authPlugin } from './modules/auth/auth.plugin';
import { accountPlugin } from './modules/account/account.plugin';
import { menuPlugin } from './modules/menu/menu.plugin';
import { helpPlugin } from './modules/help/help.plugin';
import { messagesPlugin } from './modules/messages/messages.plugin';
import { recordsPlugin } from './modules/records/records.plugin';
import { filesPlugin } from './modules/files/files.plugin';
import { commonPlugin } from './modules/common/common.plugin';
import { houseTreePlugin } from './modules/house-tree/house-tree.plugin';
import { servicePlugin } from './modules/service/service.plugin';
import { devicePlugin } from './modules/device/device.plugin';
import { patrolPlugin } from './modules/patrol/patrol.plugin';
import { qualityPlugin } from './modules/quality/quality.plugin';
import { securityPlugin } from './modules/security/security.plugin';
import { officePlugin } from './modules/office/office.plugin';
import { setupPlugin } from './modules/setup/setup.plugin';
import { callCenterPlugin } from './modules/call-center/call-center.plugin';
import { chargingPlugin } from './modules/charging/charging.plugin';

/** Every feature's plugin, in registration order; each is its own composition root. */
export const features: ((deps: AppDeps) => (app: FastifyInstance) => Promise<void>)[] = [
  (deps) => sitePlugin(deps.db, deps.config.authSignKey),
  (deps) => authPlugin(deps),
  (deps) => accountPlugin(deps),
  (deps) => menuPlugin(deps.db),
  (deps) => helpPlugin(deps.db),
  (deps) => messagesPlugin(deps.db),
  (deps) => registrationPlugin(deps.db),
  (deps) => recordsPlugin(deps.db),
  (deps) => filesPlugin(deps.db, deps.config.dataDir),
  (deps) => commonPlugin(deps.db),
  (deps) => houseTreePlugin(deps.db),
  () => servicePlugin(),
  () => devicePlugin(),
  () => patrolPlugin(),
  () => qualityPlugin(),
  () => securityPlugin(),
  () => officePlugin(),
  (deps) => setupPlugin(deps),
  (deps) => callCenterPlugin(deps),
  (deps) => chargingPlugin(deps),
];
