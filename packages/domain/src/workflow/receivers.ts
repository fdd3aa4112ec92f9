import { WorkflowRefusal } from './refusal';
import type { DocKind } from './types';

export interface CompanyNode {
  id: number;
  parentId: number | null;
}

/**
 * Companies a document may be sent to: the sender's own company and every company below it; a 报告
 * (report) also goes up to the companies above. Siblings and their subtrees never receive.
 */
export function receivingCompanies(companies: readonly CompanyNode[], sender: number, kind: DocKind): number[] {
  const children = new Map<number, number[]>();
  for (const c of companies) if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  const out: number[] = [];
  const seen = new Set<number>();
  const walk = (id: number) => {
    if (seen.has(id)) return;
    seen.add(id);
    out.push(id);
    for (const c of children.get(id) ?? []) walk(c);
  };
  if (companies.some((c) => c.id === sender)) walk(sender);
  if (kind === 'report') {
    const byId = new Map(companies.map((c) => [c.id, c]));
    for (let p = byId.get(sender)?.parentId ?? null; p !== null && !seen.has(p); p = byId.get(p)?.parentId ?? null) {
      seen.add(p);
      out.push(p);
    }
  }
  return out;
}

/** 确定 on a notice is one-way: a second confirmation is refused (spec: 确定 disabled once handled). */
export function confirmNotice(handleTime: string | null, at: string): string {
  if (handleTime !== null) throw new WorkflowRefusal('workflow.notice_confirmed', '该公文已确定，请勿重复操作');
  return at;
}
