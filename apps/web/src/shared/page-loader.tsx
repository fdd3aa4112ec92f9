import { Center, Loader } from '@mantine/core';

/** The loading state of a page or screen. */
export function PageLoader({ h = '60vh' }: { h?: string | number }) {
  return (
    <Center h={h} data-testid="page-loader">
      <Loader size="md" />
    </Center>
  );
}
