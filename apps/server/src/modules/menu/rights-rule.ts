import { MENU_STATE_NOT_GRANTED, MENU_STATE_USABLE, type Access } from '@pm/contracts';

/** 该程序尚未购买使用权，不可操作！ and 您未获得授权，不可作业！ are the spec's words for the two refusals (spec 2). */
export const NOT_BOUGHT_MSG = '该程序尚未购买使用权，不可操作！';
export const NOT_GRANTED_MSG = '您未获得授权，不可作业！';

/** A bought function the person's role may not see (kept apart from "not bought" for the message). */
export const STATE_NOT_FOR_ROLE = 0;

/** What one person may do with the functions of the menu, as their menu shows it. */
export interface GrantedFunctions {
  /** super: every function, usable. */
  readonly all: boolean;
  /**
   * The state of each function the company bought: 3 usable, 1 not granted, 0 bought but not for the person's role (权限管理
   * or no endpoint of the function admits the role); absent: not bought.
   */
  readonly states: ReadonlyMap<string, number>;
  /**
   * Whether a function at state 1 opens read-only for this person. The spec's new layout closes such an item for emp
   * users (menuStyle 1: '您未获得授权，不可作业！'); everyone else sees its screen read-only (spec 2, 4).
   */
  readonly readOnlyOpens: boolean;
  /** Titles by function name, for the refusal message. */
  readonly titles: ReadonlyMap<string, string>;
}

export type RightsDecision = { allowed: true } | { allowed: false; reason: 'not-bought' | 'not-granted'; msg: string };

/**
 * May the person use one of `functions` for `access`? A write needs one of them usable (state 3); a read also passes at
 * state 1 where that state opens read-only. Refused: not bought (no function the person sees at all) or not granted.
 */
export function decide(granted: GrantedFunctions, functions: readonly string[], access: Access): RightsDecision {
  if (granted.all) return { allowed: true };
  let seen = false;
  for (const name of functions) {
    const state = granted.states.get(name);
    if (state === MENU_STATE_USABLE) return { allowed: true };
    if (state === undefined) continue;
    seen = true;
    if (state === MENU_STATE_NOT_GRANTED && access === 'read' && granted.readOnlyOpens) return { allowed: true };
  }
  const title = functions.map((f) => granted.titles.get(f)).find((t) => t !== undefined);
  const suffix = title ? `（${title}）` : '';
  return seen
    ? { allowed: false, reason: 'not-granted', msg: `${NOT_GRANTED_MSG}${suffix}` }
    : { allowed: false, reason: 'not-bought', msg: `${NOT_BOUGHT_MSG}${suffix}` };
}
