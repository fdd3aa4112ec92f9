import { Group, Stack, Text, Title, Tree, useTree, type TreeNodeData } from '@mantine/core';
import type { CaseNode } from '@pm/contracts';
import { IconChevronDown, IconFileText } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { PageLoader } from '../page-loader';
import { SafeHtml } from '../safe-html';
import { branchValues } from './case-tree';

/** The 服务管理案例 tree; clicking a case (level 2) chooses it. Expands everything while filtered. */
export function CaseTreeView({ data, nodes, chosen, onChoose, loading, emptyText, expandAll = false }: {
  data: TreeNodeData[];
  nodes: readonly CaseNode[];
  chosen: CaseNode | null;
  onChoose: (node: CaseNode) => void;
  loading: boolean;
  emptyText: string;
  expandAll?: boolean;
}) {
  const tree = useTree();
  const byId = useMemo(() => new Map(nodes.map((n) => [String(n.id), n])), [nodes]);
  const branches = useMemo(() => branchValues(data).join(','), [data]);
  useEffect(() => {
    if (expandAll && branches) for (const v of branches.split(',')) tree.expand(v);
    // not on `tree`: its methods are new on each render
  }, [expandAll, branches]);
  if (loading) return <PageLoader h={200} />;
  if (data.length === 0) return <Text c="dimmed" size="sm" data-testid="case-tree-empty">{emptyText}</Text>;
  return (
    <Tree
      data={data}
      tree={tree}
      levelOffset={16}
      renderNode={({ node, expanded, hasChildren, elementProps }) => (
        <Group
          gap={4}
          {...elementProps}
          py={3}
          data-testid="case-node"
          onClick={(e) => {
            elementProps.onClick(e);
            const n = byId.get(node.value);
            if (n && n.level === 2) onChoose(n);
          }}
        >
          {hasChildren ? <IconChevronDown size={14} style={{ transform: expanded ? undefined : 'rotate(-90deg)' }} /> : <IconFileText size={14} />}
          <Text size="sm" fw={chosen && String(chosen.id) === node.value ? 700 : 400}>{node.label}</Text>
        </Group>
      )}
    />
  );
}

/** The chosen case's name and HTML body (or a hint to pick one). */
export function CaseBodyView({ chosen, html, loading, pickText, noBodyText }: {
  chosen: CaseNode | null;
  html: string | undefined;
  loading: boolean;
  pickText: string;
  noBodyText: string;
}) {
  if (!chosen) return <Text c="dimmed">{pickText}</Text>;
  return (
    <Stack gap="sm" data-testid="case-body">
      <Title order={4}>{chosen.name}</Title>
      {loading ? <PageLoader h={200} /> : <SafeHtml html={html || `<p>${noBodyText}</p>`} />}
    </Stack>
  );
}
