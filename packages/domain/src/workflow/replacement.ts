import type { Replacement } from './types';

/**
 * Who receives a task meant for `emp` at instant `at` (ISO): the substitute of a replacement whose
 * [from, to) covers it, followed through chains of absences; a cycle stops at the last new person.
 */
export function assigneeFor(emp: number, at: string, replacements: readonly Replacement[] = []): number {
  const t = Date.parse(at);
  const seen = new Set([emp]);
  let who = emp;
  for (;;) {
    const r = replacements.find((x) => x.absent === who && Date.parse(x.from) <= t && t < Date.parse(x.to));
    if (!r || seen.has(r.substitute)) return who;
    seen.add(r.substitute);
    who = r.substitute;
  }
}

/** Whether `actor` may act for `assignee` at `at`: the assignee, or their substitute at that moment. */
export function actsFor(actor: number, assignee: number, at: string, replacements: readonly Replacement[] = []): boolean {
  return actor === assignee || assigneeFor(assignee, at, replacements) === actor;
}
