import { bigint, date, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { companyRef } from './columns';

// 决策看板 (issue 16): totals the dashboards read instead of every bill line and tender, kept in
// the writing transaction by statement triggers (packages/db/sql/settlement_totals.sql)
// like house_receivables. Rows are never deleted, so a key that ever had a line or tender keeps
// showing (with 0) exactly as the sums over the lines did.

const ref = () => bigint({ mode: 'number' });
const total = () => numeric({ precision: 16, scale: 2 });

/** Per company, estate and period: Σ net of its released lines and Σ of what is still open of them. */
export const settlementPeriodTotals = pgTable(
  'settlement_period_totals',
  {
    companyId: companyRef(),
    estateId: ref().notNull(),
    period: varchar({ length: 7 }).notNull(),
    receivable: total().notNull().default('0'),
    open: total().notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.period, t.estateId] })],
);

/** Per company, business day, estate and settle method: Σ tenders (refunds and 冲红 are negative tenders). */
export const tenderDayTotals = pgTable(
  'tender_day_totals',
  {
    companyId: companyRef(),
    businessDate: date({ mode: 'string' }).notNull(),
    estateId: ref().notNull(),
    method: varchar({ length: 2 }).notNull(),
    amount: total().notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.businessDate, t.estateId, t.method] })],
);

/** Per company, estate and use state: live houses and Σ building area (楼盘看板; packages/db/sql/house_state_totals.sql). */
export const houseStateTotals = pgTable(
  'house_state_totals',
  {
    companyId: companyRef(),
    estateId: ref().notNull(),
    useState: varchar({ length: 10 }).notNull(),
    houses: integer().notNull().default(0),
    area: total().notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.estateId, t.useState] })],
);
