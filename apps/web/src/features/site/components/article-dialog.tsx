import { Modal, Stack, Text, Title } from '@mantine/core';
import type { PublishedArticle } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { htmlToParagraphs } from './html-text';

/** One published article, its body as text paragraphs. */
export default function ArticleDialog({ article, onClose }: { article: PublishedArticle; onClose: () => void }) {
  const { t } = useTranslation('site');
  return (
    <Modal opened onClose={onClose} title={t('articles.dialog')} size="lg" centered>
      <Stack gap="sm">
        <Title order={3}>{article.title}</Title>
        <Text size="sm" c="dimmed">
          {[article.companyNick, article.author, article.publishDate].filter(Boolean).join(' · ')}
        </Text>
        {htmlToParagraphs(article.body).map((line, index) => (
          <Text key={index} lh={1.8}>
            {line}
          </Text>
        ))}
      </Stack>
    </Modal>
  );
}
