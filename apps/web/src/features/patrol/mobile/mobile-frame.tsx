import { Box, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A phone page (375 px first): a title and the content in one column. */
export function MobileFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box bg="gray.0" mih="100vh" px="sm" py="md">
      <Stack gap="sm" maw={480} mx="auto" data-testid={testId}>
        <Title order={4} ta="center">
          {title}
        </Title>
        {children}
      </Stack>
    </Box>
  );
}
