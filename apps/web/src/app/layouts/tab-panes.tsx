import { Badge, Box, Button, CloseButton, Group, Modal, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScreenHost } from '../screen-host';
import type { ShellRoute } from '../shell-routes';
import type { TabsState } from '../tabs/tabs-logic';
import { routeTitle, type CloseAsk } from './use-shell-tabs';

/** A screen opened from an item the user is not granted (state other than 3) is read-only. */
export function isReadOnly(route: ShellRoute | undefined): boolean {
  return route !== undefined && !route.page && route.state !== 3;
}

function ReadOnlyMark({ testId, size }: { testId: string; size: 'xs' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Badge size={size} color="orange" variant="filled" data-testid={testId}>
      {t('nav.readOnly')}
    </Badge>
  );
}

export function TabsBar({ tabs, byName, onClick, onClose }: { tabs: TabsState; byName: Map<string, ShellRoute>; onClick: (name: string) => void; onClose: (name: string) => void }) {
  return (
    <ScrollArea type="never" data-testid="tabs-bar">
      <Group gap={4} wrap="nowrap" px="xs" py={4} bg="gray.0" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {tabs.panes.map((p) => {
          const active = p.name === tabs.active;
          return (
            <Group
              key={p.name}
              gap={2}
              wrap="nowrap"
              pl="sm"
              pr={4}
              py={2}
              data-testid="tab"
              data-tab={p.name}
              data-active={active || undefined}
              style={{
                borderRadius: 4,
                border: '1px solid var(--mantine-color-gray-3)',
                background: active ? 'var(--mantine-color-blue-6)' : 'white',
                color: active ? 'white' : undefined,
              }}
            >
              <UnstyledButton onClick={() => onClick(p.name)} style={{ color: 'inherit', fontSize: 13, whiteSpace: 'nowrap' }} data-testid="tab-title">
                {p.title}
              </UnstyledButton>
              {isReadOnly(byName.get(p.name)) && <ReadOnlyMark testId="tab-read-only" size="xs" />}
              <CloseButton size="xs" variant="transparent" c={active ? 'white' : 'gray'} aria-label={`关闭 ${p.title}`} onClick={() => onClose(p.name)} data-testid="tab-close" />
            </Group>
          );
        })}
      </Group>
    </ScrollArea>
  );
}

/** Every open tab's screen stays mounted (its state is kept); only the active one shows. */
export function TabPanes({ tabs, byName }: { tabs: TabsState; byName: Map<string, ShellRoute> }) {
  const { t } = useTranslation();
  return (
    <>
      {tabs.panes.map((p) => {
        const route = byName.get(p.name);
        if (!route) return null;
        return (
          <Box key={p.name} hidden={p.name !== tabs.active} data-testid="screen" data-screen={p.name} p="md">
            {isReadOnly(route) && (
              <Group justify="flex-end" mb={-4}>
                <ReadOnlyMark testId="screen-read-only" size="md" />
              </Group>
            )}
            <ScreenHost route={route} title={routeTitle(route, t)} />
          </Box>
        );
      })}
    </>
  );
}

/** The question a screen's close guard asks before its tab closes. */
export function TabModals(props: { closeAsk: CloseAsk | null; onCloseCancel: () => void; onGiveUp: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.closeAsk !== null} onClose={props.onCloseCancel} title={t('dialog.systemTip')} centered size={390} data-testid="tab-close-question">
      <Text mb="md">{props.closeAsk?.question}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCloseCancel}>{t('dialog.cancel')}</Button>
        <Button color="red" onClick={props.onGiveUp}>{t('tabs.giveUp')}</Button>
      </Group>
    </Modal>
  );
}
