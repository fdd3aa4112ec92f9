import { Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconApi, IconArrowRight, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSiteInfo } from '../api/site-info';
import { Framed } from '../components/framed';
import { HeroArt } from '../components/hero-art';
import { NAV_ITEMS } from '../components/nav-items';
import { usePageTitle } from '../components/use-page-title';
import classes from '../components/site.module.css';

const ENTRIES = [
  { icon: IconLogin, to: '/home', external: false, color: 'blue' },
  { icon: IconUserPlus, to: '/register', external: false, color: 'teal' },
  { icon: IconApi, to: '/api/docs', external: true, color: 'grape' },
] as const;

interface Entry {
  title: string;
  text: string;
  action: string;
}

/** /kwdhome: a one-screen portal with the three ways in (sign in, apply, API docs). */
function KwdHomeContent() {
  const { t } = useTranslation('site');
  usePageTitle(t('kwd.title'));
  const site = useSiteInfo();
  const value: unknown = t('kwd.entries', { returnObjects: true });
  const entries = Array.isArray(value) ? (value as Entry[]) : [];
  return (
    <div data-testid="site-page-kwd">
      <section className={classes.hero}>
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40} style={{ alignItems: 'center' }}>
            <Stack gap="md">
              <span className={classes.eyebrow}>{t('kwd.title')}</span>
              <Title order={1} className={classes.heroTitle}>
                {site?.siteName}
              </Title>
              <Text className={classes.heroText}>{t('kwd.subtitle')}</Text>
              <Group gap="xs">
                <Text c="rgba(255,255,255,0.7)" size="sm">
                  {t('kwd.explore')}：
                </Text>
                {NAV_ITEMS.slice(1).map((item) => (
                  <Button key={item.to} component={Link} to={item.to} size="compact-sm" variant="white" color="dark">
                    {t(item.key)}
                  </Button>
                ))}
              </Group>
            </Stack>
            <HeroArt label={t('hero.artLabel')} />
          </SimpleGrid>
        </Container>
      </section>
      <Container size="lg" py={56}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {entries.map((entry, index) => {
            const target = ENTRIES[index];
            if (!target) return null;
            const Icon = target.icon;
            return (
              <Card key={entry.title} withBorder radius="md" padding="xl" className={classes.card}>
                <ThemeIcon size={52} radius="md" color={target.color} variant="light" mb="md">
                  <Icon size={30} />
                </ThemeIcon>
                <Title order={3} mb={6}>
                  {entry.title}
                </Title>
                <Text c="dimmed" size="sm" mb="lg" lh={1.7}>
                  {entry.text}
                </Text>
                {target.external ? (
                  <Button
                    component="a"
                    href={target.to}
                    mt="auto"
                    variant="light"
                    color={target.color}
                    rightSection={<IconArrowRight size={16} />}
                  >
                    {entry.action}
                  </Button>
                ) : (
                  <Button
                    component={Link}
                    to={target.to}
                    mt="auto"
                    variant="light"
                    color={target.color}
                    rightSection={<IconArrowRight size={16} />}
                  >
                    {entry.action}
                  </Button>
                )}
              </Card>
            );
          })}
        </SimpleGrid>
      </Container>
    </div>
  );
}

export default function KwdHomePage() {
  return (
    <Framed>
      <KwdHomeContent />
    </Framed>
  );
}
