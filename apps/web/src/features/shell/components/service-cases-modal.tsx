import { Box, Group, ScrollArea, Stack, Text, Title, Tree, useTree, type TreeNodeData } from '@mantine/core';
import { getCaseInfo, getCaseTree, type CaseNode } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { IconChevronDown, IconFileText } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { MODAL_SIZES } from '../../../shared/config';
import { DraggableModal } from '../../../shared/draggable-modal';
import { PageLoader } from '../../../shared/page-loader';
import { SafeHtml } from '../../../shared/safe-html';

/** Flat case nodes (id, parentId) to the tree the modal shows. */
export function caseTree(nodes: readonly CaseNode[]): TreeNodeData[] {
  const byParent = new Map<number | null, CaseNode[]>();
  for (const n of nodes) byParent.set(n.parentId, [...(byParent.get(n.parentId) ?? []), n]);
  const build = (parent: number | null): TreeNodeData[] =>
    (byParent.get(parent) ?? []).map((n) => ({ value: String(n.id), label: n.name, nodeProps: { level: n.level, parent: n.parentId }, children: build(n.id) }));
  return build(null);
}

/** 服务案例 (935x722): the 服务管理案例 tree; a level-2 node shows its name and HTML body. */
export function ServiceCasesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const tree = useTree();
  const nodes = useQuery({ queryKey: ['case-tree'], queryFn: ({ signal }) => api(getCaseTree, {}, signal), enabled: opened, staleTime: 5 * 60_000 });
  const data = useMemo(() => caseTree(nodes.data ?? []), [nodes.data]);
  const [chosen, setChosen] = useState<CaseNode | null>(null);
  const body = useQuery({
    queryKey: ['case-info', chosen?.id],
    queryFn: ({ signal }) => api(getCaseInfo, { id: chosen?.id ?? 0, category: chosen?.parentId ?? undefined }, signal),
    enabled: chosen !== null,
  });
  const byId = useMemo(() => new Map((nodes.data ?? []).map((n) => [String(n.id), n])), [nodes.data]);
  return (
    <DraggableModal opened={opened} onClose={onClose} title={t('cases.title')} w={MODAL_SIZES.serviceCases.w} h={MODAL_SIZES.serviceCases.h} testId="cases-modal">
      <Group align="stretch" gap="md" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        <Box w={260} style={{ borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}>
          <Text fw={600} mb="xs">{t('cases.tree')}</Text>
          <ScrollArea h={600}>
            {nodes.isPending ? (
              <PageLoader h={200} />
            ) : data.length === 0 ? (
              <Text c="dimmed" size="sm">{t('cases.empty')}</Text>
            ) : (
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
                      if (n && n.level === 2) setChosen(n);
                    }}
                  >
                    {hasChildren ? <IconChevronDown size={14} style={{ transform: expanded ? undefined : 'rotate(-90deg)' }} /> : <IconFileText size={14} />}
                    <Text size="sm" fw={chosen && String(chosen.id) === node.value ? 700 : 400}>{node.label}</Text>
                  </Group>
                )}
              />
            )}
          </ScrollArea>
        </Box>
        <ScrollArea style={{ flex: 1 }} h={640}>
          {chosen ? (
            <Stack gap="sm" data-testid="case-body">
              <Title order={4}>{chosen.name}</Title>
              {body.isPending ? (
                <PageLoader h={200} />
              ) : (
                <SafeHtml html={body.data || `<p>${t('cases.noBody')}</p>`} />
              )}
            </Stack>
          ) : (
            <Text c="dimmed">{t('cases.pick')}</Text>
          )}
        </ScrollArea>
      </Group>
    </DraggableModal>
  );
}
