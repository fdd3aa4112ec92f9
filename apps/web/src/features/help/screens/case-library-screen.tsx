import { Grid, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CaseNode } from '@pm/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { CaseBodyView, CaseTreeView, caseTree, useCaseBody, useCaseNodes } from '../../../shared/service-cases';

/** 服务案例库: the header dialog 服务案例 as a page — the case tree with a search box, the chosen case beside it. */
export default function CaseLibraryScreen({ title }: ScreenProps) {
  const { t } = useTranslation('help');
  const nodes = useCaseNodes();
  const [keyword, setKeyword] = useState('');
  const data = useMemo(() => caseTree(nodes.data ?? [], keyword), [nodes.data, keyword]);
  const [chosen, setChosen] = useState<CaseNode | null>(null);
  const body = useCaseBody(chosen);
  const cases = (nodes.data ?? []).filter((n) => n.level === 2).length;
  return (
    <Stack gap="sm" p="sm" data-testid="case-library-screen">
      <Title order={4}>{title || t('cases.title')}</Title>
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Paper withBorder p="xs">
            <Stack gap="xs">
              <TextInput leftSection={<IconSearch size={14} />} placeholder={t('cases.search')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} data-testid="case-search" />
              <Text size="xs" c="dimmed">{t('cases.count', { count: cases })}</Text>
              <ScrollArea h={600}>
                <CaseTreeView data={data} nodes={nodes.data ?? []} chosen={chosen} onChoose={setChosen} loading={nodes.isPending} emptyText={keyword ? t('cases.noMatch') : t('cases.empty')} expandAll={keyword.trim() !== ''} />
              </ScrollArea>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Paper withBorder p="md" mih={640}>
            <CaseBodyView chosen={chosen} html={body.data} loading={body.isPending} pickText={t('cases.pick')} noBodyText={t('cases.noBody')} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
