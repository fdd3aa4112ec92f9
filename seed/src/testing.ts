import type { PreparedData } from '@pm/db/testing';
import { DEMO_STEPS, runDemoSeed } from './index';

const chargingAt = DEMO_STEPS.findIndex((s) => s.name === 'charging');

/** The demo seed's steps before charging: charging.seed.test.ts times the charging step from here. */
export const DEMO_SEED_BEFORE_CHARGING: PreparedData = {
  name: 'demo-seed-before-charging',
  write: async (database) => void (await runDemoSeed(database.db, DEMO_STEPS.slice(0, chargingAt))),
};

/** The whole demo seed (`npm start`'s first start), written on top of the steps before charging. */
export const DEMO_SEED: PreparedData = {
  name: 'demo-seed',
  from: DEMO_SEED_BEFORE_CHARGING,
  write: async (database) => void (await runDemoSeed(database.db)),
};

/** Companies, users, their menus and grants, and the 系统管理 content (pictures, versions, upload rules, site sections): the sysadmin-content tests. */
export const SYSADMIN_CONTENT_SEED: PreparedData = {
  name: 'sysadmin-content-seed',
  write: async (database) =>
    void (await runDemoSeed(database.db, DEMO_STEPS.filter((s) => ['companies', 'users', 'menu-catalogue', 'sysadmin-content'].includes(s.name)))),
};
