import { roles as ALL_ROLES, type Endpoint, type RecordDef, type Role } from '@pm/contracts';

/** The record screen's component, the menu item a record type belongs to. */
export const recordComponent = (key: string) => `record/${key}/index`;
const RECORD_COMPONENT = /^record\/([^/]+)\/index$/;
export const recordKeyOf = (component: string) => RECORD_COMPONENT.exec(component)?.[1];

/**
 * Which roles a function's screen can serve: the roles its endpoints admit (an endpoint without roles admits every
 * role), or for a record screen the roles its declaration lets read. The menu shows a function only to these roles, so
 * an item the menu offers never answers 403 for the role alone (系统备份 is not offered to emp: its calls are for the
 * administrators). A function no endpoint names (its screen uses only signed-in calls) serves every role.
 */
export class FunctionRoles {
  private readonly byFunction = new Map<string, Set<Role>>();
  private readonly byRecord = new Map<string, readonly Role[]>();

  constructor(endpoints: readonly Endpoint[], records: readonly RecordDef[]) {
    for (const e of endpoints) {
      if (e.rights?.kind !== 'function') continue;
      for (const name of e.rights.functions) {
        let set = this.byFunction.get(name);
        if (!set) this.byFunction.set(name, (set = new Set()));
        for (const role of e.roles ?? ALL_ROLES) set.add(role);
      }
    }
    for (const def of records) this.byRecord.set(def.key, def.readRoles);
  }

  /** May `role` hold the menu item (by its route name and component)? */
  admits(role: Role, item: { name: string; component: string }): boolean {
    const key = recordKeyOf(item.component);
    const recordRoles = key === undefined ? undefined : this.byRecord.get(key);
    if (recordRoles) return recordRoles.includes(role);
    const set = this.byFunction.get(item.name);
    return set === undefined || set.has(role);
  }
}
