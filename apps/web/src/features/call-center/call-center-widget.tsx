import { ActionIcon, Affix, Button, Group, Paper, Tabs, Text } from '@mantine/core';
import { IconHeadset, IconMinus } from '@tabler/icons-react';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getUser, useUser, type UserInformation } from '../../shared/session';
import { AgentLoginForm } from './components/agent-login-form';
import { DialTab } from './components/dial-tab';
import { PhoneBookTab } from './components/phone-book-tab';
import { RecordsTab } from './components/records-tab';
import { StatusBar } from './components/status-bar';
import { TransferTab } from './components/transfer-tab';
import { softphone, useSoftphone } from './phone/use-softphone';

/** The shell stores whether the menu has item 94 at the third level (sessionStorage). */
const MENU_FLAG_KEY = 'hasCallCenterMenu';

/**
 * Spec sections 1 and 6: only emp users of the call-centre tenant who have menu item 94 or are
 * already logged in to the call centre.
 */
export function mayUseCallCenter(user: UserInformation | null): boolean {
  if (!user || user.role !== 'emp' || user.hasCallCenter !== true) return false;
  return sessionStorage.getItem(MENU_FLAG_KEY) === 'true' || user.callCenterLoggedIn === true;
}

const WIDTH = 400;

/** The floating, draggable softphone window with its tabs: call, transfer, records, phone book. */
export function CallCenterWidget() {
  const user = useUser();
  if (!mayUseCallCenter(user)) return null;
  return <Widget />;
}

function Widget() {
  const { t } = useTranslation('call-center');
  const s = useSoftphone();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<string | null>('call');
  const [number, setNumber] = useState('');
  const [pos, setPos] = useState(() => ({ x: Math.max(16, window.innerWidth - WIDTH - 24), y: Math.max(16, window.innerHeight - 640) }));
  const drag = useRef<{ sx: number; sy: number; ox: number; oy: number } | null>(null);

  useEffect(() => {
    void softphone().resume();
    return () => {
      // Unmounted because the user signed out (not StrictMode's second pass): stop the phone.
      setTimeout(() => {
        if (!getUser()) softphone().shutdown();
      }, 0);
    };
  }, []);

  // An inbound call opens the window on the call tab.
  useEffect(() => {
    if (s.status === 'Ringing') {
      setOpen(true);
      setTab('call');
    }
  }, [s.status]);

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    drag.current = { sx: e.clientX, sy: e.clientY, ox: pos.x, oy: pos.y };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    setPos({
      x: Math.min(Math.max(0, d.ox + e.clientX - d.sx), window.innerWidth - 80),
      y: Math.min(Math.max(0, d.oy + e.clientY - d.sy), window.innerHeight - 40),
    });
  };

  if (!open) {
    return (
      <Affix position={{ bottom: 24, right: 24 }} zIndex={300}>
        <Button leftSection={<IconHeadset size={18} />} radius="xl" onClick={() => setOpen(true)} data-testid="cc-open" data-status={s.status}>
          {t('open')}
        </Button>
      </Affix>
    );
  }

  return (
    <Paper
      shadow="xl"
      withBorder
      radius="md"
      data-testid="cc-window"
      style={{ position: 'fixed', left: pos.x, top: pos.y, width: WIDTH, zIndex: 300, overflow: 'hidden' }}
    >
      <Group
        justify="space-between"
        px="sm"
        py={6}
        bg="blue.6"
        c="white"
        style={{ cursor: 'move', userSelect: 'none', touchAction: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
      >
        <Group gap={6}>
          <IconHeadset size={18} />
          <Text fw={600} size="sm">
            {t('title')}
          </Text>
        </Group>
        <ActionIcon variant="transparent" c="white" aria-label={t('close')} onPointerDown={(e) => e.stopPropagation()} onClick={() => setOpen(false)}>
          <IconMinus size={16} />
        </ActionIcon>
      </Group>
      {!s.agent ? (
        <AgentLoginForm />
      ) : (
        <>
          <StatusBar />
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List grow>
              <Tabs.Tab value="call">{t('tabs.call')}</Tabs.Tab>
              <Tabs.Tab value="transfer">{t('tabs.transfer')}</Tabs.Tab>
              <Tabs.Tab value="records">{t('tabs.records')}</Tabs.Tab>
              <Tabs.Tab value="book">{t('tabs.book')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="call">
              <DialTab number={number} onNumber={setNumber} />
            </Tabs.Panel>
            <Tabs.Panel value="transfer">
              <TransferTab />
            </Tabs.Panel>
            <Tabs.Panel value="records">
              <RecordsTab />
            </Tabs.Panel>
            <Tabs.Panel value="book">
              <PhoneBookTab
                onDial={(phone) => {
                  setNumber(phone);
                  setTab('call');
                }}
              />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Paper>
  );
}
