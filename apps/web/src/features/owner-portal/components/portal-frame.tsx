import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** The portal's page: a phone's width (375 px first), at most 480 px and centred on a desktop. */
export function PortalFrame({ children, testId }: { children?: ReactNode; testId?: string }) {
  return (
    <Box bg="gray.0" mih="100vh">
      <Box maw={480} mx="auto" mih="100vh" bg="white" pos="relative" data-testid={testId}>
        {children}
      </Box>
    </Box>
  );
}
