import { Card, SimpleGrid, Text } from '@mantine/core';
import type { SitePageKey } from '@pm/contracts';
import { usePublicSitePage } from '../api/site-pages';
import { Section } from './section';

/** The text sections the system administrator keeps for this page (网站页面), in their order; nothing while none. */
export function ConfiguredSections({ page, alt }: { page: SitePageKey; alt?: boolean }) {
  const sections = usePublicSitePage(page).data?.sections ?? [];
  if (sections.length === 0) return null;
  return (
    <Section alt={alt} testId="site-configured-sections">
      <SimpleGrid cols={{ base: 1, sm: Math.min(sections.length, 3) }} spacing="lg">
        {sections.map((s) => (
          <Card key={s.id} withBorder radius="md" padding="lg" data-testid={`site-section-${s.id}`}>
            <Text fw={700} size="lg" mb={6}>
              {s.title}
            </Text>
            <Text c="dimmed" size="sm" lh={1.7} style={{ whiteSpace: 'pre-line' }}>
              {s.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}
