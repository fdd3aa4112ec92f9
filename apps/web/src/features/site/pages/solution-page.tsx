import { Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title, Group } from '@mantine/core';
import {
  IconApi,
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconCalculator,
  IconCash,
  IconCheck,
  IconFileText,
  IconGavel,
  IconHeadset,
  IconHome,
  IconShieldCheck,
  IconSitemap,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Framed } from '../components/framed';
import { CardGrid, PageHead, Section } from '../components/section';
import { ConfiguredSections } from '../components/configured-sections';
import { useList, type Card as CardCopy } from '../components/use-list';
import { usePageTitle } from '../components/use-page-title';
import classes from '../components/site.module.css';

const PLAN_ICONS = [IconSitemap, IconHome, IconBuildingStore, IconGavel];
const MODULE_ICONS = [IconCash, IconCalculator, IconFileText, IconHeadset, IconShieldCheck, IconUsersGroup];

interface Plan extends CardCopy {
  points: string[];
}

function SolutionContent() {
  const { t } = useTranslation('site');
  usePageTitle(t('nav.solution'));
  const plans = useList<Plan>('solution.plans');
  return (
    <div data-testid="site-page-solution">
      <PageHead heading={t('solution.heading')} lead={t('solution.lead')} />
      <Section>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {plans.map((plan, index) => {
            const Icon = PLAN_ICONS[index] ?? IconBuildingSkyscraper;
            return (
              <Card key={plan.title} withBorder radius="md" padding="xl" className={classes.card}>
                <Group mb="md" wrap="nowrap">
                  <ThemeIcon size={48} radius="md">
                    <Icon size={28} stroke={1.6} />
                  </ThemeIcon>
                  <Title order={3}>{plan.title}</Title>
                </Group>
                <Text c="dimmed" lh={1.8} mb="md">
                  {plan.text}
                </Text>
                <List
                  spacing={6}
                  size="sm"
                  icon={
                    <ThemeIcon size={20} radius="xl" color="teal">
                      <IconCheck size={14} />
                    </ThemeIcon>
                  }
                >
                  {plan.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
              </Card>
            );
          })}
        </SimpleGrid>
      </Section>
      <Section title={t('solution.modulesTitle')} alt>
        <CardGrid items={useList<CardCopy>('solution.modules')} icons={MODULE_ICONS} />
      </Section>
      <Section>
        <Card withBorder radius="md" padding="xl">
          <Group wrap="nowrap" align="flex-start" gap="lg">
            <ThemeIcon size={56} radius="md" color="grape" variant="light">
              <IconApi size={32} />
            </ThemeIcon>
            <Stack gap="sm">
              <Title order={3}>{t('solution.apiTitle')}</Title>
              <Text c="dimmed" lh={1.8}>
                {t('solution.apiText')}
              </Text>
              <div>
                <Button component="a" href="/api/docs" variant="light" color="grape">
                  {t('solution.apiButton')}
                </Button>
              </div>
            </Stack>
          </Group>
        </Card>
      </Section>
      <ConfiguredSections page="solution" />
    </div>
  );
}

export default function SolutionPage() {
  return (
    <Framed>
      <SolutionContent />
    </Framed>
  );
}
