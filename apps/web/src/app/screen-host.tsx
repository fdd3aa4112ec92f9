import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { Component, lazy, memo, Suspense, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { recordError } from '../shared/err-list';
import { PageLoader } from '../shared/page-loader';
import type { ScreenProps } from '../shared/screen';
import { loadedScreen, loadScreen } from './screen-loader';
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

const embeddedScreens = new Map<string, ComponentType<ScreenProps>>();
/**
 * A menu screen by component path, for screens showing another feature's: the screen itself when it
 * is loaded already, lazy before. One component per path for good: a different one on a later
 * render would mount the embedded screen afresh.
 */
export function screenFor(component: string): ComponentType<ScreenProps> | null {
  const known = embeddedScreens.get(component);
  if (known) return known;
  if (!findScreen(component)) return null;
  const screen = loadedScreen(component) ?? lazy(() => loadScreen(component)!.then((s) => ({ default: s })));
  embeddedScreens.set(component, screen);
  return screen;
}

/**
 * The screen of a component path, rendered as soon as loadScreen has its code and strings. Not
 * through lazy(): a screen revealed after a Suspense fallback waits for React's reveal throttle
 * (300 ms after the fallback showed) before it mounts and asks for its data. A failed load is
 * thrown to the boundary, which shows the fallback screen.
 */
function LoadedScreen({ component, ...props }: ScreenProps & { component: string }) {
  const [, setLoaded] = useState(0);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (loadedScreen(component)) return;
    let live = true;
    loadScreen(component)?.then(
      () => live && setLoaded((n) => n + 1),
      (error: Error) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [component]);
  if (failure) throw failure;
  const Screen = loadedScreen(component);
  return Screen ? <Screen {...props} /> : <PageLoader />;
}

/** One open screen: the menu item's component found in the features' screens.ts, read-only unless state is 3. */
function ScreenHostView({ route, title }: { route: ShellRoute; title: string }) {
  const readOnly = route.state !== 3;
  if (!route.page && !findScreen(route.component)) return <FallbackScreen title={title} />;
  return (
    <ScreenBoundary title={title}>
      <Suspense fallback={<PageLoader />}>
        {route.page ? (
          <route.page menuId={route.menuId} title={title} readOnly={readOnly} />
        ) : (
          <LoadedScreen component={route.component} menuId={route.menuId} title={title} readOnly={readOnly} />
        )}
      </Suspense>
    </ScreenBoundary>
  );
}

/**
 * Every open tab keeps its screen mounted: a screen renders again only when its own route or
 * title changes, not each time the shell does (opening the menu, another tab, a navigation).
 * Otherwise every open screen, charts and long tables included, rendered again with each click.
 */
export const ScreenHost = memo(
  ScreenHostView,
  (a, b) =>
    a.title === b.title &&
    a.route.name === b.route.name &&
    a.route.component === b.route.component &&
    a.route.state === b.route.state &&
    a.route.menuId === b.route.menuId &&
    a.route.page === b.route.page,
);
