import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { registrationPlugin } from './modules/registration/registration.plugin';
import { sysadminPlugin } from './modules/sysadmin/sysadmin.plugin';
import { sysadminContentPlugin } from './modules/sysadmin-content/sysadmin-content.plugin';
import { sysadminSettingsPlugin } from './modules/sysadmin/sysadmin-settings.plugin';
import { sitePlugin } from './modules/site/site.plugin';
import { authPlugin } from './modules/auth/auth.plugin';
import { accountPlugin } from './modules/account/account.plugin';
import { menuPlugin } from './modules/menu/menu.plugin';
import { helpPlugin } from './modules/help/help.plugin';
import { messagesPlugin } from './modules/messages/messages.plugin';
import { recordsPlugin } from './modules/records/records.plugin';
import { filesPlugin } from './modules/files/files.plugin';
import { commonPlugin } from './modules/common/common.plugin';
import { searchPlugin } from './modules/search/search.plugin';
import { houseTreePlugin } from './modules/house-tree/house-tree.plugin';
import { setupPlugin } from './modules/setup/setup.plugin';
import { datatoolsPlugin } from './modules/datatools/datatools.plugin';
import type { RecordBinding } from './modules/records/index';
import { masterBindings } from './modules/records/master.bindings';
import { serviceBindings } from './modules/service/service.bindings';
import { deviceBindings } from './modules/device/device.bindings';
import { patrolBindings } from './modules/patrol/patrol.bindings';
import { qualityBindings } from './modules/quality/quality.bindings';
import { securityBindings } from './modules/security/security.bindings';
import { officeBindings } from './modules/office/office.bindings';
import { officePlugin } from './modules/office/office.plugin';
import { setupBindings } from './modules/setup/setup.bindings';
import { callCenterPlugin } from './modules/call-center/call-center.plugin';
import { chargingPlugin } from './modules/charging/charging.plugin';
import { jobsPlugin } from './modules/jobs/jobs.plugin';
import { chargingBindings } from './modules/charging/charging.bindings';
import { settlementPlugin } from './modules/settlement/settlement.plugin';
import { accountingPlugin } from './modules/accounting/accounting.plugin';
import { arrearsPlugin } from './modules/arrears/arrears.plugin';
import { dashboardsPlugin } from './modules/dashboards/dashboards.plugin';
import { workflowPlugin } from './modules/workflow/workflow.plugin';
import { ownersPlugin } from './modules/owners/owners.plugin';
import { openingPlugin } from './modules/opening/opening.plugin';
import { onlinePayPlugin } from './modules/payments/online-pay.plugin';
import { ownerPortalPlugin } from './modules/owner-portal/owner-portal.plugin';
import { outboundPlugin } from './modules/outbound/index';
import { reconPlugin } from './modules/payments/recon/recon.plugin';
import { platformFeesPlugin } from './modules/platform-fees/platform-fees.plugin';
import { patrolPointsPlugin } from './modules/patrol/patrol-points.plugin';
import { patrolCheckinPlugin } from './modules/patrol/patrol-checkin.plugin';
import { invoicesPlugin } from './modules/invoices/index';
import { workOrdersPlugin } from './modules/workorders/workorders.plugin';

/**
 * Every record type the record engine serves, by area: `modules/<area>/<area>.bindings.ts` binds
 * the area's declarations (packages/contracts/src/<area>/<area>.records.ts) to its tables, with the
 * rules of `<area>.rules.ts` (master data: records/master.bindings.ts).
 */
export const recordBindings: RecordBinding[] = [
  ...masterBindings, // 基础资料: organisation, estates, houses, owners, dictionaries (rules inline)
  ...serviceBindings, // 客户服务
  ...deviceBindings, // 公共设备
  ...patrolBindings, // 公共巡查
  ...qualityBindings, // 品质检查
  ...securityBindings, // 公共安全
  ...officeBindings, // 业委会办公
  ...setupBindings, // 管理设置
  ...chargingBindings, // 收费: items, accounts, arrears settings
];

/** Every feature's plugin, in registration order; each is its own composition root. */
export const features: ((deps: AppDeps) => (app: FastifyInstance) => Promise<void>)[] = [
  (deps) => datatoolsPlugin(deps), // first: its restore gate (a root hook) covers every later route
  (deps) => sitePlugin(deps.db, deps.config.authSignKey),
  (deps) => authPlugin(deps),
  (deps) => accountPlugin(deps),
  (deps) => menuPlugin(deps.db, deps.rights),
  (deps) => helpPlugin(deps.db),
  (deps) => messagesPlugin(deps.db, deps.config.dataDir),
  (deps) => registrationPlugin(deps.db),
  (deps) => sysadminPlugin(deps.db),
  (deps) => sysadminContentPlugin(deps.db, deps.config.dataDir), // 图片管理, 版本发布, 文件配置, 网站页面
  (deps) => sysadminSettingsPlugin(deps.db),
  (deps) => recordsPlugin(deps.db, recordBindings, deps.imports),
  (deps) => filesPlugin(deps.db, deps.config.dataDir),
  (deps) => commonPlugin(deps.db),
  (deps) => searchPlugin(deps.db),
  (deps) => houseTreePlugin(deps.db),
  (deps) => setupPlugin(deps),
  (deps) => callCenterPlugin(deps),
  (deps) => chargingPlugin(deps),
  (deps) => jobsPlugin(deps),
  (deps) => settlementPlugin(deps),
  (deps) => accountingPlugin(deps), // 会计核算: book, vouchers, periods, ledgers, reports, 固定资产, 业财一体
  (deps) => arrearsPlugin(deps),
  (deps) => dashboardsPlugin(deps),
  (deps) => workflowPlugin(deps),
  (deps) => officePlugin(deps), // 业委会办公: the daily 任期届满 job
  (deps) => ownersPlugin(deps), // 业主账户与决策
  (deps) => platformFeesPlugin(deps), // 服务器管理收费
  (deps) => openingPlugin(deps), // 期初导入
  (deps) => onlinePayPlugin(deps), // 线上支付
  (deps) => reconPlugin(deps), // 线上对账
  (deps) => ownerPortalPlugin(deps), // 业主端
  (deps) => outboundPlugin(deps), // 消息发送
  (deps) => patrolPointsPlugin(deps), // 巡检点二维码
  (deps) => patrolCheckinPlugin(deps), // 巡查签到
  (deps) => invoicesPlugin(deps), // 电子发票
  (deps) => workOrdersPlugin(deps), // 工单
];
