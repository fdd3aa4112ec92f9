import { Box } from '@mantine/core';
import { useLoading } from '../shared/loading';

/** A thin bar at the top while non-silent calls are in flight. */
export function LoadingBar() {
  const loading = useLoading();
  return (
    <Box
      aria-hidden
      data-testid={loading ? 'loading-bar' : undefined}
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 3,
        width: loading ? '85%' : '0%',
        opacity: loading ? 1 : 0,
        transition: loading ? 'width 2s ease-out' : 'width 0.2s, opacity 0.4s',
        background: 'var(--mantine-color-blue-5)',
        zIndex: 10000,
      }}
    />
  );
}
