import { allRecords, MENU_FUNCTIONS, MENU_STATE_NOT_GRANTED, MENU_STATE_USABLE, type MenuNode } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { recordKeyOf, type FunctionRoles } from './function-roles';
import { FIXED_ROLE } from './menu-rights';
import { buildTree, forRole } from './menu-tree';
import { findMenuRows, findRoleRights } from './menu.repo';
import { STATE_NOT_FOR_ROLE, type GrantedFunctions } from './rights-rule';

/** People whose answer is kept at once (a kept answer is a few hundred map entries): the least recently used go first. */
const MAX_KEPT = 2000;

/** What a person may use, and which function each record type's screen is (record key → function name). */
export interface PersonRights extends GrantedFunctions {
  readonly recordFunctions: ReadonlyMap<string, string>;
}

/**
 * Each person's functions as their menu shows them, built from the same rows as the menu (purchases, job and personal
 * grants, the role's rights, menuStyle) and kept per person while the menu stamp they were built under is current. The
 * stamp comes with the session (read in the same round trip as the revocation check), so the check costs no query in
 * the steady state, and a grant taken away in 员工权限 holds on the person's next request, on every instance.
 */
export class GrantedFunctionsCache {
  private readonly kept = new Map<string, { stamp: number; rights: PersonRights }>();

  constructor(
    private readonly db: Db,
    private readonly functionRoles: () => FunctionRoles,
  ) {}

  async of(session: Session): Promise<PersonRights> {
    const key = `${session.userId}:${session.companyId}:${session.role}`;
    const hit = this.kept.get(key);
    if (hit && hit.stamp === session.menuStamp) {
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit.rights;
    }
    const rights = await this.build(session);
    this.kept.delete(key);
    this.kept.set(key, { stamp: session.menuStamp, rights });
    if (this.kept.size > MAX_KEPT) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    return rights;
  }

  private async build(session: Session): Promise<PersonRights> {
    const all = session.role === FIXED_ROLE;
    const [rows, roleRights] = await Promise.all([
      findMenuRows(this.db, session.userId, session.companyId),
      all ? new Map<number, boolean>() : findRoleRights(this.db, session.role),
    ]);
    const tree = buildTree(rows, { allUsable: all });
    const roles = this.functionRoles();
    const visible = forRole(tree, session.role, roleRights, (role, item) => roles.admits(role as Session['role'], item));
    const states = new Map<string, number>();
    const recordFunctions = new Map<string, string>();
    const titles = new Map<string, string>(Object.entries(MENU_FUNCTIONS));
    eachLeaf(tree, (n) => {
      if (n.state !== undefined) states.set(n.name, STATE_NOT_FOR_ROLE);
      const recordKey = recordKeyOf(n.component);
      if (recordKey) recordFunctions.set(recordKey, n.name);
    });
    // A record type shown inside another screen (its homeFunction) has no menu item of its own.
    for (const def of allRecords()) if (def.homeFunction && !recordFunctions.has(def.key)) recordFunctions.set(def.key, def.homeFunction);
    eachLeaf(visible, (n) => {
      if (n.state === MENU_STATE_USABLE || n.state === MENU_STATE_NOT_GRANTED) states.set(n.name, n.state);
    });
    const menuStyle = rows[0]?.style ?? 0;
    return { all, states, titles, recordFunctions, readOnlyOpens: !(session.role === 'emp' && menuStyle === 1) };
  }
}

function eachLeaf(nodes: readonly MenuNode[], visit: (n: MenuNode) => void): void {
  for (const n of nodes) {
    if (n.children.length === 0) visit(n);
    else eachLeaf(n.children, visit);
  }
}
