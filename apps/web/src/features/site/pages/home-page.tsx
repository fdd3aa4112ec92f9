import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCalculator,
  IconCash,
  IconChartBar,
  IconDatabase,
  IconFileText,
  IconHeadset,
  IconLock,
  IconShieldCheck,
  IconSitemap,
  IconUsersGroup,
  IconCoin,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMarketingFrame } from '../components/frame-context';
import { Framed } from '../components/framed';
import { HomeHero } from '../components/home-hero';
import { CardGrid, Section } from '../components/section';
import { ConfiguredSections } from '../components/configured-sections';
import { useList, type Card } from '../components/use-list';
import { usePageTitle } from '../components/use-page-title';
import classes from '../components/site.module.css';

const CENTRE_ICONS = [
  IconDatabase,
  IconHeadset,
  IconShieldCheck,
  IconCash,
  IconFileText,
  IconCalculator,
  IconChartBar,
  IconUsersGroup,
];
const WHY_ICONS = [IconCoin, IconSitemap, IconHeadset, IconLock];

function HomeContent() {
  const { t } = useTranslation('site');
  usePageTitle(t('home.title'));
  const frame = useMarketingFrame();
  const facts = useList<{ value: string; label: string }>('home.facts');
  const journey = useList<Card>('home.journey');
  return (
    <div data-testid="site-page-home">
      {!frame?.heroShown && <HomeHero />}
      <Container size="lg" mt={-36} pos="relative">
        <Paper shadow="md" radius="md" p="xl">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg">
            {facts.map((fact) => (
              <Stack key={fact.label} gap={4}>
                <span className={classes.fact}>{fact.value}</span>
                <Text size="sm" c="dimmed">
                  {fact.label}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Paper>
      </Container>
      <Section title={t('home.centresTitle')} lead={t('home.centresLead')}>
        <CardGrid items={useList<Card>('home.centres')} icons={CENTRE_ICONS} cols={4} />
      </Section>
      <Section title={t('home.whyTitle')} alt>
        <CardGrid items={useList<Card>('home.why')} icons={WHY_ICONS} cols={4} color="teal" />
      </Section>
      <Section title={t('home.journeyTitle')} lead={t('home.journeyLead')}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="lg">
          {journey.map((step, index) => (
            <div key={step.title} className={classes.step}>
              <div className={classes.stepNumber}>{index + 1}</div>
              <Text fw={700}>{step.title}</Text>
              <Text size="sm" c="dimmed">
                {step.text}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Section>
      <ConfiguredSections page="home" alt />
      <Container size="lg" pb={64} pt={32}>
        <div className={classes.cta}>
          <Group justify="space-between" gap="lg">
            <Stack gap={6} maw={640}>
              <Title order={2} c="white">
                {t('home.ctaTitle')}
              </Title>
              <Text c="rgba(255,255,255,0.88)">{t('home.ctaText')}</Text>
            </Stack>
            <Button component={Link} to="/register" size="lg" variant="white">
              {t('common.ctaRegister')}
            </Button>
          </Group>
        </div>
      </Container>
    </div>
  );
}

export default function HomePage() {
  return (
    <Framed>
      <HomeContent />
    </Framed>
  );
}
