import { Badge, Card, Group, SimpleGrid, Text, Timeline } from '@mantine/core';
import {
  IconBuilding,
  IconBuildingCommunity,
  IconCar,
  IconDoor,
  IconFileSpreadsheet,
  IconGauge,
  IconHome,
  IconKey,
  IconLayoutGrid,
  IconLock,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Framed } from '../components/framed';
import { CardGrid, PageHead, Section } from '../components/section';
import { ConfiguredSections } from '../components/configured-sections';
import { useList, type Card as CardCopy } from '../components/use-list';
import { usePageTitle } from '../components/use-page-title';
import { useSiteInfo } from '../api/site-info';
import classes from '../components/site.module.css';

const TREE_ICONS = [IconBuildingCommunity, IconLayoutGrid, IconBuilding, IconDoor, IconHome];
const STATE_COLORS = ['gray', 'orange', 'teal', 'blue'];
const FEATURE_ICONS = [IconUsersGroup, IconCar, IconGauge, IconKey, IconFileSpreadsheet, IconLock];

function EstateContent() {
  const { t } = useTranslation('site');
  usePageTitle(t('nav.estate'));
  const siteName = useSiteInfo()?.siteName ?? '';
  const tree = useList<CardCopy>('estate.tree');
  const states = useList<CardCopy>('estate.states');
  return (
    <div data-testid="site-page-estate">
      <PageHead heading={t('estate.heading')} lead={t('estate.lead', { siteName })} />
      <Section title={t('estate.treeTitle')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Timeline active={tree.length - 1} bulletSize={36} lineWidth={2}>
            {tree.map((level, index) => {
              const Icon = TREE_ICONS[index] ?? IconHome;
              return (
                <Timeline.Item key={level.title} bullet={<Icon size={20} />} title={level.title}>
                  <Text c="dimmed" size="sm">
                    {level.text}
                  </Text>
                </Timeline.Item>
              );
            })}
          </Timeline>
          <div>
            <Text fw={700} size="lg" mb="md">
              {t('estate.statesTitle')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {states.map((state, index) => (
                <Card key={state.title} withBorder radius="md" className={classes.card}>
                  <Group mb={6}>
                    <Badge color={STATE_COLORS[index] ?? 'blue'} variant="light" size="lg">
                      {state.title}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed" lh={1.7}>
                    {state.text}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </div>
        </SimpleGrid>
      </Section>
      <Section title={t('estate.featuresTitle')} alt>
        <CardGrid items={useList<CardCopy>('estate.features')} icons={FEATURE_ICONS} />
      </Section>
      <ConfiguredSections page="estate" />
    </div>
  );
}

export default function EstatePage() {
  return (
    <Framed>
      <EstateContent />
    </Framed>
  );
}
