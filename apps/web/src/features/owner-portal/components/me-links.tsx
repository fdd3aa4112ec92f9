import { Badge, NavLink, Paper } from '@mantine/core';
import { IconBell, IconChevronRight, IconCheckbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUnreadNotices } from '../api/notices';
import { SIGNED_IN_NS } from '../i18n-ns';

/** 我的 → 通知 (with the unread count) and 投票. */
export function MeLinks() {
  const { t } = useTranslation(SIGNED_IN_NS);
  const unread = useUnreadNotices();
  const chevron = <IconChevronRight size={16} />;
  return (
    <Paper withBorder radius="md" py={4}>
      <NavLink
        component={Link}
        to="/owner/notices"
        label={t('meLinks.notices')}
        leftSection={<IconBell size={20} stroke={1.6} />}
        rightSection={
          <>
            {unread > 0 ? (
              <Badge size="sm" color="red" circle={unread < 10} mr={4} data-testid="owner-me-unread">
                {unread}
              </Badge>
            ) : null}
            {chevron}
          </>
        }
        data-testid="owner-me-notices"
      />
      <NavLink
        component={Link}
        to="/owner/votes"
        label={t('meLinks.votes')}
        leftSection={<IconCheckbox size={20} stroke={1.6} />}
        rightSection={chevron}
        data-testid="owner-me-votes"
      />
    </Paper>
  );
}
