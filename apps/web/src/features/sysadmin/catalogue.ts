import type { PurchaseNode } from '@pm/contracts';

export interface CentreView {
  centre: PurchaseNode;
  groups: { group: PurchaseNode; items: PurchaseNode[] }[];
  bought: number;
  total: number;
}

/** Catalogue nodes (display order) as centres → groups → items; items directly under a centre form a group of their own. */
export function catalogueCentres(nodes: PurchaseNode[]): CentreView[] {
  const children = new Map<number, PurchaseNode[]>();
  for (const n of nodes) {
    if (n.parentId === null) continue;
    children.set(n.parentId, [...(children.get(n.parentId) ?? []), n]);
  }
  const leavesUnder = (n: PurchaseNode): PurchaseNode[] =>
    n.leaf ? [n] : (children.get(n.id) ?? []).flatMap(leavesUnder);
  return nodes
    .filter((n) => n.parentId === null && !n.leaf)
    .map((centre) => {
      const direct = children.get(centre.id) ?? [];
      const groups = direct.filter((n) => !n.leaf).map((group) => ({ group, items: leavesUnder(group) }));
      const loose = direct.filter((n) => n.leaf);
      if (loose.length > 0) groups.unshift({ group: centre, items: loose });
      const all = groups.flatMap((g) => g.items);
      return { centre, groups, bought: all.filter((i) => i.bought).length, total: all.length };
    });
}

/** Whether an item (or a card) matches the search text by title or remark, case-insensitively. */
export function matches(item: { title: string; remark?: string | null }, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return item.title.toLowerCase().includes(q) || (item.remark ?? '').toLowerCase().includes(q);
}
