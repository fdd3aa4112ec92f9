import type { MenuGrantNode } from '@pm/contracts';

/** A node of the grant tree with its children, in menu order. */
export interface GrantTreeNode extends MenuGrantNode {
  children: GrantTreeNode[];
}

/** The flat bought-menu list as a tree (roots: nodes whose parent is not in the list). */
export function buildGrantTree(nodes: MenuGrantNode[]): GrantTreeNode[] {
  const byId = new Map<number, GrantTreeNode>(nodes.map((n) => [n.id, { ...n, children: [] }]));
  const roots: GrantTreeNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Grantable ids in a subtree (the node itself when it is a bought item, and every bought item below). */
export function leafIds(node: GrantTreeNode): number[] {
  return [...(node.leaf ? [node.id] : []), ...node.children.flatMap(leafIds)];
}

/**
 * Toggling a folder: when every manageable item below is granted they are all taken away,
 * otherwise they are all granted. Items the caller may not manage keep their state.
 */
export function toggleAll(granted: ReadonlySet<number>, ids: number[], manageable: ReadonlySet<number>): Set<number> {
  const mine = ids.filter((id) => manageable.has(id));
  const next = new Set(granted);
  const allOn = mine.length > 0 && mine.every((id) => granted.has(id));
  for (const id of mine) {
    if (allOn) next.delete(id);
    else next.add(id);
  }
  return next;
}
