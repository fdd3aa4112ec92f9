import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { recordError } from '../shared/err-list';
import { PageLoader } from '../shared/page-loader';
import type { ScreenProps } from '../shared/screen';
import { withChunkTimeout } from './chunk-timeout';
import { findScreen } from './screen-registry';
import type { ShellRoute } from './shell-routes';

/** The spec's fallback screen: shown when a screen cannot be loaded or fails. */
export function FallbackScreen({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Center h="60vh" data-testid="fallback-screen">
      <Stack align="center" gap="sm">
        <Text size="lg" fw={600}>{title}</Text>
        <Alert color="yellow" variant="light" title={t('fallback.title')}>{t('fallback.text')}</Alert>
        <Button variant="light" onClick={() => location.reload()}>{t('fallback.reload')}</Button>
      </Stack>
    </Center>
  );
}

class ScreenBoundary extends Component<{ title: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, _info: ErrorInfo) {
    recordError(error);
  }
  override render() {
    return this.state.failed ? <FallbackScreen title={this.props.title} /> : this.props.children;
  }
}

const lazyScreens = new Map<string, ComponentType<ScreenProps>>();
/** A menu screen by component path, lazily loaded once (the shell's tabs, and screens showing another feature's). */
export function screenFor(component: string): ComponentType<ScreenProps> | null {
  const cached = lazyScreens.get(component);
  if (cached) return cached;
  const load = findScreen(component);
  if (!load) return null;
  const screen = lazy(() => withChunkTimeout(load, component));
  lazyScreens.set(component, screen);
  return screen;
}

/** One open screen: the menu item's component found in the features' screens.ts, read-only unless state is 3. */
export function ScreenHost({ route, title }: { route: ShellRoute; title: string }) {
  const Screen = route.page ?? screenFor(route.component);
  if (!Screen) return <FallbackScreen title={title} />;
  return (
    <ScreenBoundary title={title}>
      <Suspense fallback={<PageLoader />}>
        <Screen menuId={route.menuId} title={title} readOnly={route.state !== 3} />
      </Suspense>
    </ScreenBoundary>
  );
}
