import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import type { Card as CardCopy } from './use-list';
import classes from './site.module.css';

export function Section({
  title,
  lead,
  alt,
  children,
  testId,
}: {
  title?: string;
  lead?: string;
  alt?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={`${classes.section} ${alt ? classes.sectionAlt : ''}`} data-testid={testId}>
      <Container size="lg">
        {(title ?? lead) && (
          <Stack gap={8} align="center" mb={36} ta="center">
            {title && <Title order={2}>{title}</Title>}
            {lead && (
              <Text c="dimmed" maw={720}>
                {lead}
              </Text>
            )}
          </Stack>
        )}
        {children}
      </Container>
    </section>
  );
}

/** The blue band under the header on the inner pages. */
export function PageHead({ heading, lead }: { heading: string; lead: string }) {
  return (
    <section className={classes.pageHead}>
      <Container size="lg">
        <Title order={1} c="white" mb="sm">
          {heading}
        </Title>
        <Text c="rgba(255,255,255,0.88)" size="lg" maw={760} lh={1.8}>
          {lead}
        </Text>
      </Container>
    </section>
  );
}

type Icon = ComponentType<{ size?: number | string; stroke?: number }>;

/** Cards with an icon each; icons repeat when there are more cards than icons. */
export function CardGrid({
  items,
  icons,
  cols = 3,
  color = 'blue',
}: {
  items: CardCopy[];
  icons: Icon[];
  cols?: 2 | 3 | 4;
  color?: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: cols }} spacing="lg">
      {items.map((item, index) => {
        const IconComponent = icons[index % icons.length];
        return (
          <Card key={item.title} withBorder radius="md" padding="lg" className={classes.card}>
            {IconComponent && (
              <ThemeIcon size={44} radius="md" variant="light" color={color} mb="md">
                <IconComponent size={26} stroke={1.6} />
              </ThemeIcon>
            )}
            <Text fw={700} size="lg" mb={6}>
              {item.title}
            </Text>
            <Text c="dimmed" size="sm" lh={1.7}>
              {item.text}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
