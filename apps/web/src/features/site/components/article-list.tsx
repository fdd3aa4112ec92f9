import { Badge, Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import type { PublishedArticle } from '@pm/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublishedArticles } from '../api/published-articles';
import { htmlToParagraphs } from './html-text';
import { Section } from './section';
import classes from './site.module.css';

// The dialog (and Mantine's modal machinery) loads only when someone opens an article.
const ArticleDialog = lazy(() => import('./article-dialog'));

const CATEGORY_COLORS: Record<string, string> = { '1': 'blue', '2': 'grape', '3': 'teal', '4': 'orange' };

/**
 * Articles the property companies published in 网站内容. The section stays away while loading,
 * when nothing is published and when the call fails: a marketing page shows no empty box.
 */
export function ArticleList({
  title,
  lead,
  category,
  alt,
}: {
  title: string;
  lead?: string;
  category?: string;
  alt?: boolean;
}) {
  const { t } = useTranslation('site');
  const articles = usePublishedArticles({ ...(category ? { category } : {}), limit: 6 });
  const [reading, setReading] = useState<PublishedArticle>();
  if (!articles.data?.length) return null;
  return (
    <Section title={title} lead={lead} alt={alt} testId="site-articles">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {articles.data.map((article) => (
          <Card key={article.id} withBorder radius="md" padding="lg" className={classes.card}>
            <Group justify="space-between" mb="sm">
              <Badge color={CATEGORY_COLORS[article.category] ?? 'gray'} variant="light">
                {t(`articles.categories.${article.category}`, { defaultValue: t('articles.other') })}
              </Badge>
              <Text size="xs" c="dimmed">
                {article.publishDate}
              </Text>
            </Group>
            <Text fw={700} mb={6} lineClamp={2}>
              {article.title}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={3} mb="md">
              {article.summary ?? htmlToParagraphs(article.body)[0]}
            </Text>
            <Group justify="space-between" mt="auto">
              <Text size="xs" c="dimmed">
                {article.companyNick}
              </Text>
              <Button size="compact-sm" variant="subtle" onClick={() => setReading(article)}>
                {t('articles.read')}
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      {reading && (
        <Suspense fallback={null}>
          <ArticleDialog article={reading} onClose={() => setReading(undefined)} />
        </Suspense>
      )}
    </Section>
  );
}
