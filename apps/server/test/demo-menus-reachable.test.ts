import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MENU_STATE_USABLE, shownGroups, type MenuCentre, type MenuNode } from '@pm/contracts';
import { schema } from '@pm/db';
import { DEMO_ACCOUNTS } from '@pm/seed';
import { createTestApp, type TestApp } from './harness';

// Every item a demo user may use can be reached by clicks in both layouts: in the centre layout it
// lies in a group the centre shows (the web drops the rest, spec 2), in the old layout within the
// tree's three levels. Issue 25: 收费日报, 资料导入, 公司通讯录 and 服务案例库 sat in dropped groups.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demoSeed: true });
  // new01 must change the password before any menu is served; its menu is the one it gets afterwards.
  await t.database.db.update(schema.users).set({ mustChangePassword: false }).where(eq(schema.users.username, 'new01'));
});
afterAll(() => t.close());

const leaves = (nodes: readonly MenuNode[]): MenuNode[] => nodes.flatMap((n) => (n.children.length ? leaves(n.children) : [n]));
const usable = (nodes: readonly MenuNode[]) => leaves(nodes).filter((n) => n.state === MENU_STATE_USABLE && !n.hidden);
const titles = (nodes: readonly MenuNode[]) => nodes.map((n) => n.title);

/** The usable leaves of the old tree below the third level or under a hidden folder: none can be clicked. */
function outOfTree(nodes: readonly MenuNode[], depth = 1): MenuNode[] {
  return nodes.flatMap((n) => {
    if (n.children.length === 0) return depth > 3 || n.hidden ? [n] : [];
    if (n.hidden) return usable(n.children);
    return outOfTree(n.children, depth + 1);
  });
}

const usernames = DEMO_ACCOUNTS.map((a) => a.username);

describe('every usable item of a demo user is reachable', () => {
  it.each(usernames)('%s: in a group the centre layout shows', async (username) => {
    const res = await t.as(username).get<MenuCentre[]>('/api/menu/v2');
    expect(res.status).toBe(200);
    const centres = res.body.data;
    const all = centres.flatMap((c) => usable(c.children.flatMap((g) => g.children)));
    const shown = new Set(centres.flatMap((c) => usable(shownGroups(c).flatMap((g) => g.children))).map((n) => n.id));
    expect(titles(all.filter((n) => !shown.has(n.id))), `${username}: usable items in a dropped group`).toEqual([]);
  });

  it.each(usernames)('%s: within the old layout’s three levels', async (username) => {
    const res = await t.as(username).get<MenuNode[]>('/api/menu');
    expect(res.status).toBe(200);
    expect(titles(outOfTree(res.body.data)), `${username}: usable items the tree does not show`).toEqual([]);
  });

  it('the demo users between them use items in every centre (the check is not vacuous)', async () => {
    const res = await t.as('mgr01').get<MenuCentre[]>('/api/menu/v2');
    for (const centre of res.body.data) expect(usable(centre.children.flatMap((g) => g.children)).length, centre.title).toBeGreaterThan(0);
  });
});
