import { Anchor, Avatar, Box, Button, Group, Image, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconRefresh } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { JobDutiesModal, NoticeBell, ServiceCasesModal, SystemLogModal } from '../../features/shell';
import { openPasswordModal } from '../../shared/dialogs';
import { LanguageSwitch } from '../../shared/language-switch';
import { useUser } from '../../shared/session';
import { usePendingDocuments } from '../../shared/pending-documents';
import { useSite } from '../../shared/use-site';
import { logout } from '../logout';

export type HeaderVariant = 'old' | 'new';

/** Which links and dropdown entries a role sees (spec sections 2 and 6). */
export function headerRules(role: string, variant: HeaderVariant) {
  const emp = role === 'emp';
  return {
    cases: role !== 'sa',
    navigation: variant === 'old' ? !['sa', 'gov'].includes(role) : !['sa', 'super', 'gov'].includes(role),
    communication: role !== 'sa',
    communicationEnabled: emp,
    /** The newer header lists 岗位职责 for everyone, disabled for non-emp. */
    jobDuties: variant === 'new' ? 'disabled-unless-emp' : emp ? 'shown' : 'hidden',
    systemLog: emp,
  } as const;
}

function HeaderLink({ children, onClick, to, color, disabled, testId, attrs }: { children: ReactNode; onClick?: () => void; to?: string; color?: string; disabled?: boolean; testId?: string; attrs?: Record<`data-${string}`, string | number> }) {
  const style = { color: disabled ? 'var(--mantine-color-gray-5)' : color ?? 'white', cursor: disabled ? 'not-allowed' : 'pointer', fontSize: 14 };
  if (disabled) return <Text span style={style} data-testid={testId} aria-disabled {...attrs}>{children}</Text>;
  if (to) return <Anchor component={Link} to={to} style={style} underline="never" data-testid={testId} {...attrs}>{children}</Anchor>;
  return <UnstyledButton onClick={onClick} style={style} data-testid={testId} {...attrs}>{children}</UnstyledButton>;
}

export interface ShellHeaderProps {
  variant: HeaderVariant;
  /** What waited at sign-in; the header keeps it fresh (usePendingDocuments). */
  pendingDocuments: number;
  /** Left of the links: the new layout's menu toggle, or the old layout's burger. */
  leftSlot?: ReactNode;
}

export function ShellHeader({ variant, pendingDocuments, leftSlot }: ShellHeaderProps) {
  const { t } = useTranslation();
  const user = useUser();
  const site = useSite();
  const [dialog, setDialog] = useState<'job' | 'log' | 'cases' | null>(null);
  const pending = usePendingDocuments(pendingDocuments);
  if (!user) return null;
  const rules = headerRules(user.role, variant);
  const close = () => setDialog(null);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" bg="blue.8" data-testid="shell-header">
      <Group gap="sm" wrap="nowrap">
        {leftSlot}
        {site.data?.logo && <Image src={user.logo || site.data.logo} h={28} w="auto" alt="" />}
        <Text c="white" fw={600} size="lg" truncate>
          {site.data?.siteName ?? t('appName')}
        </Text>
        <Text c="blue.1" size="sm" visibleFrom="md">
          {user.companyNick}
        </Text>
      </Group>
      <Group gap="md" wrap="nowrap">
        <HeaderLink onClick={() => location.reload()} testId="link-refresh">
          <Group gap={4}><IconRefresh size={14} />{t('header.refresh')}</Group>
        </HeaderLink>
        {rules.cases && <HeaderLink onClick={() => setDialog('cases')} testId="link-cases">{t('header.cases')}</HeaderLink>}
        {rules.navigation && <HeaderLink to="/" testId="link-navigation">{t('header.navigation')}</HeaderLink>}
        {rules.communication && (
          <HeaderLink
            to="/oa/flow/proc"
            disabled={!rules.communicationEnabled}
            color={pending > 0 ? 'var(--mantine-color-red-4)' : undefined}
            testId="link-communication"
            attrs={{ 'data-pending': pending }}
          >
            {t('header.communication')}
          </HeaderLink>
        )}
        <NoticeBell />
        <LanguageSwitch />
        <Menu shadow="md" width={160} position="bottom-end">
          <Menu.Target>
            <UnstyledButton data-testid="user-menu">
              <Group gap={6} wrap="nowrap">
                <Avatar size={26} color="white" radius="xl">{user.name.slice(0, 1)}</Avatar>
                <Text c="white" size="sm">{user.name}</Text>
                <IconChevronDown size={14} color="white" />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={openPasswordModal}>{t('header.changePassword')}</Menu.Item>
            {rules.jobDuties !== 'hidden' && (
              <Menu.Item disabled={rules.jobDuties === 'disabled-unless-emp' && user.role !== 'emp'} onClick={() => setDialog('job')}>
                {t('header.jobDuties')}
              </Menu.Item>
            )}
            {rules.systemLog && <Menu.Item onClick={() => setDialog('log')}>{t('header.systemLog')}</Menu.Item>}
          </Menu.Dropdown>
        </Menu>
        <Button size="compact-sm" variant="subtle" color="white" leftSection={<IconLogout size={14} />} onClick={() => void logout()} data-testid="link-logout">
          {t('header.logout')}
        </Button>
      </Group>
      <Box>
        <JobDutiesModal opened={dialog === 'job'} onClose={close} />
        <SystemLogModal opened={dialog === 'log'} onClose={close} />
        <ServiceCasesModal opened={dialog === 'cases'} onClose={close} />
      </Box>
    </Group>
  );
}
