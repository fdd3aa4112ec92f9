import { eq } from 'drizzle-orm';
import { schema, type Db } from '@pm/db';
import { seedCompanies } from './companies.seed';
import { seedContext, type SeedContext } from './seed-context';
import { seedEstates } from './estates.seed';
import { seedPeople } from './people.seed';
import { seedUsers } from './users.seed';
import { seedMenuCatalogue } from './menu-catalogue.seed';
import { seedHelpContent } from './help-content.seed';
import { RECORD_AREA_STEPS } from './areas/index';
import { seedCallCenter } from './call-center.seed';
import { seedSiteContent } from './site-content.seed';
import { seedCharging } from './charging.seed';
import { seedPlatformFees } from './platform-fees.seed';
import { seedSettlement } from './settlement.seed';
import { seedAccountingClose } from './accounting-close.seed';
import { seedWorkflow } from './workflow.seed';
import { seedStaffMessages } from './staff-messages.seed';
import { seedSysadminContent } from './sysadmin-content.seed';
import { seedOwners } from './owners.seed';
import { seedOwnerPortal } from './owner-portal.seed';
import { seedOutbound } from './outbound.seed';
import { seedWorkOrders } from './workorders.seed';
import { seedInvoices } from './invoices.seed';
import { seedAccountingAssets } from './accounting-assets.seed';
import { seedAccountingCharging } from './accounting-charging.seed';
import { seedAccounting } from './accounting.seed';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
export { writeDemoFiles } from './demo-pictures';
export { SEED_COMPANIES } from './companies.seed';
export { PORTAL_DEMO } from './owner-portal.seed';
export { CENTRES, catalogueRows, catalogueItems } from './menu-catalogue';
export { seedContext, type SeedContext } from './seed-context';
export { seedScale, type ScaleOptions, type ScaleResult } from './scale';

export interface SeedStep {
  /** Stable name; a step runs once per database. */
  name: string;
  run(ctx: SeedContext): Promise<void>;
}

/** Demo-seed steps in order. Areas append theirs; each runs once, in its own transaction. */
export const DEMO_STEPS: SeedStep[] = [
  { name: 'companies', run: async (ctx) => void (await seedCompanies(ctx.db)) },
  { name: 'users', run: seedUsers },
  { name: 'menu-catalogue', run: seedMenuCatalogue },
  { name: 'help-content', run: seedHelpContent },
  { name: 'estates', run: seedEstates },
  { name: 'people', run: seedPeople },
  // Record areas point at master data: keep them after estates and people.
  ...RECORD_AREA_STEPS,
  // Charging needs the houses, parking spaces, meters and staff above.
  { name: 'charging', run: (ctx) => seedCharging(ctx) },
  // Settlement pays the released lines above at the counter.
  { name: 'settlement', run: (ctx) => seedSettlement(ctx) },
  // 会计核算: books, opening balances, periods and a year of vouchers (ACCT.md step order).
  { name: 'accounting', run: (ctx) => seedAccounting(ctx) },
  { name: 'accounting-assets', run: (ctx) => seedAccountingAssets(ctx) },
  { name: 'accounting-charging', run: (ctx) => seedAccountingCharging(ctx) },
  // 结账 2026-01..2026-10 of every book: the last of the accounting steps (after accounting, accounting-assets, accounting-charging).
  { name: 'accounting-close', run: (ctx) => seedAccountingClose(ctx) },
  // 公文: templates and documents of 上海公司 among its staff (after users and jobs).
  { name: 'workflow', run: seedWorkflow },
  // 业主账户与决策: the repair fund, public account, votes and elections (after settlement and workflow: a withdrawal needs a finished approval document).
  { name: 'owners', run: seedOwners },
  // 业主端: known phones on owners with arrears, a resident and a waiting 业主认证 (after charging and settlement).
  { name: 'owner-portal', run: seedOwnerPortal },
  // 消息发送: SMS templates and last week's 短信催缴 of 上海公司 (after owner-portal and settlement).
  { name: 'outbound', run: seedOutbound },
  // 工单: 上海公司's 水电维修班 and orders at every stage; the portal's demo repair becomes an order (after owner-portal).
  { name: 'workorders', run: seedWorkOrders },
  // 电子发票: sellers, tax setup of the charge items and a few invoice requests of recent receipts (after settlement; after
  // accounting-charging, so the demo's charging-day vouchers stay as they were booked).
  { name: 'invoices', run: seedInvoices },
  // 服务器管理收费: the platform's monthly bills of each tenant (after estates: the fee counts houses; after users: payers).
  { name: 'platform-fees', run: seedPlatformFees },
  { name: 'call-center', run: seedCallCenter },
  { name: 'site-content', run: seedSiteContent },
  { name: 'staff-messages', run: seedStaffMessages },
  // 系统管理: pictures, version notes, upload rules and site sections (after users and companies).
  { name: 'sysadmin-content', run: seedSysadminContent },
];

/** Idempotent: steps already marked done are skipped, so restarts and new steps are safe. */
export async function runDemoSeed(db: Db, steps: SeedStep[] = DEMO_STEPS): Promise<string[]> {
  const ran: string[] = [];
  for (const step of steps) {
    const done = await db.select().from(schema.seedMarks).where(eq(schema.seedMarks.step, step.name));
    if (done.length > 0) continue;
    await db.transaction(async (tx) => {
      await step.run(seedContext(tx));
      await tx.insert(schema.seedMarks).values({ step: step.name });
    });
    ran.push(step.name);
  }
  return ran;
}
