import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoin, IconHeartHandshake, IconLock, IconPhone, IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSiteInfo } from '../api/site-info';
import { ArticleList } from '../components/article-list';
import { Framed } from '../components/framed';
import { CardGrid, PageHead, Section } from '../components/section';
import { ConfiguredSections } from '../components/configured-sections';
import { useList, type Card as CardCopy } from '../components/use-list';
import { usePageTitle } from '../components/use-page-title';

const VALUE_ICONS = [IconBuildingCommunity, IconCoin, IconLock, IconHeartHandshake];

function AboutUsContent() {
  const { t } = useTranslation('site');
  usePageTitle(t('nav.aboutUs'));
  const site = useSiteInfo();
  return (
    <div data-testid="site-page-about-us">
      <PageHead heading={t('aboutUs.heading')} lead={t('aboutUs.lead')} />
      <Section title={t('aboutUs.valuesTitle')}>
        <CardGrid items={useList<CardCopy>('aboutUs.values')} icons={VALUE_ICONS} cols={4} />
      </Section>
      <ArticleList title={t('articles.newsTitle')} lead={t('articles.newsLead')} alt />
      <Section title={t('aboutUs.contactTitle')}>
        <Card withBorder radius="md" padding="xl" maw={720} mx="auto">
          <Stack gap="md">
            <Text c="dimmed" lh={1.8}>
              {t('aboutUs.contactText')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Group wrap="nowrap">
                <ThemeIcon size={40} radius="md" variant="light">
                  <IconPhone size={22} />
                </ThemeIcon>
                <div>
                  <Text size="sm" c="dimmed">
                    {t('aboutUs.phone')}
                  </Text>
                  <Title order={4} data-testid="about-phone">
                    {site?.phone}
                  </Title>
                </div>
              </Group>
              <div>
                <Text size="sm" c="dimmed">
                  {t('aboutUs.icp')}
                </Text>
                <Text fw={600}>{site?.icp}</Text>
              </div>
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {site?.copyright}
            </Text>
            <div>
              <Button component={Link} to="/register">
                {t('common.ctaRegister')}
              </Button>
            </div>
          </Stack>
        </Card>
      </Section>
      <ConfiguredSections page="aboutus" />
    </div>
  );
}

export default function AboutUsPage() {
  return (
    <Framed>
      <AboutUsContent />
    </Framed>
  );
}
