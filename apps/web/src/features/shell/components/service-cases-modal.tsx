import { Box, Group, ScrollArea, Text } from '@mantine/core';
import type { CaseNode } from '@pm/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODAL_SIZES } from '../../../shared/config';
import { DraggableModal } from '../../../shared/draggable-modal';
import { CaseBodyView, CaseTreeView, caseTree, useCaseBody, useCaseNodes } from '../../../shared/service-cases';

/** 服务案例 (935x722): the 服务管理案例 tree; a level-2 node shows its name and HTML body. */
export function ServiceCasesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const nodes = useCaseNodes(opened);
  const data = useMemo(() => caseTree(nodes.data ?? []), [nodes.data]);
  const [chosen, setChosen] = useState<CaseNode | null>(null);
  const body = useCaseBody(chosen);
  return (
    <DraggableModal opened={opened} onClose={onClose} title={t('cases.title')} w={MODAL_SIZES.serviceCases.w} h={MODAL_SIZES.serviceCases.h} testId="cases-modal">
      <Group align="stretch" gap="md" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        <Box w={260} style={{ borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}>
          <Text fw={600} mb="xs">{t('cases.tree')}</Text>
          <ScrollArea h={600}>
            <CaseTreeView data={data} nodes={nodes.data ?? []} chosen={chosen} onChoose={setChosen} loading={nodes.isPending} emptyText={t('cases.empty')} />
          </ScrollArea>
        </Box>
        <ScrollArea style={{ flex: 1 }} h={640}>
          <CaseBodyView chosen={chosen} html={body.data} loading={body.isPending} pickText={t('cases.pick')} noBodyText={t('cases.noBody')} />
        </ScrollArea>
      </Group>
    </DraggableModal>
  );
}
