import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArticleList } from '../components/article-list';
import { Framed } from '../components/framed';
import { PageHead, Section } from '../components/section';
import { ConfiguredSections } from '../components/configured-sections';
import { useList } from '../components/use-list';
import { usePageTitle } from '../components/use-page-title';
import classes from '../components/site.module.css';

interface UseCase {
  title: string;
  problem: string;
  approach: string;
  outcome: string;
}

const PARTS = [
  { key: 'problem', color: 'red' },
  { key: 'approach', color: 'blue' },
  { key: 'outcome', color: 'teal' },
] as const;

function UseCaseContent() {
  const { t } = useTranslation('site');
  usePageTitle(t('nav.useCase'));
  const cases = useList<UseCase>('useCase.cases');
  return (
    <div data-testid="site-page-use-case">
      <PageHead heading={t('useCase.heading')} lead={t('useCase.lead')} />
      <Section>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {cases.map((item) => (
            <Card key={item.title} withBorder radius="md" padding="lg" className={classes.card}>
              <Title order={3} size="h4" mb="md">
                {item.title}
              </Title>
              <Stack gap="sm">
                {PARTS.map((part) => (
                  <div key={part.key}>
                    <Badge color={part.color} variant="light" mb={4}>
                      {t(`useCase.labels.${part.key}`)}
                    </Badge>
                    <Text size="sm" c="dimmed" lh={1.7}>
                      {item[part.key]}
                    </Text>
                  </div>
                ))}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Section>
      <ArticleList category="3" title={t('articles.casesTitle')} lead={t('articles.casesLead')} alt />
      <ConfiguredSections page="usecase" />
    </div>
  );
}

export default function UseCasePage() {
  return (
    <Framed>
      <UseCaseContent />
    </Framed>
  );
}
