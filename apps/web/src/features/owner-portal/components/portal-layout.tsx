import { Alert, Box, Button, Center, Group, Loader } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnerHouseId } from '../../../shared/owner-session';
import { useMe } from '../api/me';
import { signOut } from '../api/sign-out';
import { PortalContext } from '../portal-context';
import { errorText } from '../sign-in-fns';
import { HouseSwitcher } from './house-switcher';
import { PortalFrame } from './portal-frame';
import { TAB_BAR_HEIGHT, TabBar } from './tab-bar';
import { SIGNED_IN_NS } from '../i18n-ns';

/** The signed-in portal: the header (the house, 退出: the token goes and the portal shows /owner/login), the page, the bottom tab bar. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const me = useMe();
  const chosen = useOwnerHouseId();
  const portal = useMemo(() => {
    if (!me.data) return null;
    const houses = me.data.houses;
    return { me: me.data, house: houses.find((h) => h.houseId === chosen) ?? houses[0] ?? null };
  }, [me.data, chosen]);
  return (
    <PortalFrame testId="owner-portal">
      <Group
        pos="sticky"
        top={0}
        h={52}
        px="sm"
        gap="xs"
        wrap="nowrap"
        bg="white"
        style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        component="header"
      >
        <Box style={{ flex: 1, minWidth: 0 }}>{portal ? <HouseSwitcher houses={portal.me.houses} house={portal.house} /> : null}</Box>
        <Button variant="subtle" color="gray" size="compact-sm" onClick={() => void signOut()} data-testid="owner-sign-out">
          {t('nav.signOut')}
        </Button>
      </Group>
      <Box px="sm" pt="sm" pb={TAB_BAR_HEIGHT + 16}>
        {me.isPending ? (
          <Center p="xl">
            <Loader size="sm" />
          </Center>
        ) : null}
        {me.error ? (
          <Alert color="red" data-testid="owner-me-error">
            {errorText(me.error)}
          </Alert>
        ) : null}
        {portal ? <PortalContext.Provider value={portal}>{children}</PortalContext.Provider> : null}
      </Box>
      <TabBar />
    </PortalFrame>
  );
}
