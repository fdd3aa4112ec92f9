import type { TreeNodeData } from '@mantine/core';
import type { CaseNode } from '@pm/contracts';

/**
 * Flat case nodes (id, parentId) to a tree. With a keyword only the matching nodes stay, with
 * their ancestors; a matching category keeps all its cases.
 */
export function caseTree(nodes: readonly CaseNode[], keyword = ''): TreeNodeData[] {
  const byParent = new Map<number | null, CaseNode[]>();
  for (const n of nodes) byParent.set(n.parentId, [...(byParent.get(n.parentId) ?? []), n]);
  const word = keyword.trim().toLowerCase();
  const build = (parent: number | null, keepAll: boolean): TreeNodeData[] =>
    (byParent.get(parent) ?? []).flatMap((n) => {
      const matches = keepAll || word === '' || n.name.toLowerCase().includes(word);
      const children = build(n.id, matches);
      if (!matches && children.length === 0) return [];
      return [{ value: String(n.id), label: n.name, nodeProps: { level: n.level, parent: n.parentId }, children }];
    });
  return build(null, false);
}

/** Values of every node with children (to expand a filtered tree). */
export function branchValues(data: readonly TreeNodeData[]): string[] {
  return data.flatMap((n) => (n.children?.length ? [n.value, ...branchValues(n.children)] : []));
}
