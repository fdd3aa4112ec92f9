import { Box, Burger, Button, Collapse, Container, Group, Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '../../../shared/language-switch';
import { useSiteInfo, useSiteName } from '../api/site-info';
import { useHiddenPages } from '../api/site-pages';
import { isCurrent, NAV_ITEMS } from './nav-items';
import classes from './site.module.css';

export function SiteHeader() {
  const { t } = useTranslation(['site', 'common']);
  const site = useSiteInfo();
  const siteName = useSiteName(t('appName', { ns: 'common' }));
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);

  const hidden = useHiddenPages();
  const links = NAV_ITEMS.filter((item) => !hidden.has(item.page)).map((item) => (
    <Link
      key={item.to}
      to={item.to}
      className={classes.navLink}
      aria-current={isCurrent(item.to, pathname) ? 'page' : undefined}
      onClick={close}
    >
      {t(item.key)}
    </Link>
  ));

  const language = <LanguageSwitch />;

  return (
    <header className={classes.header}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to="/home" className={classes.brand} data-testid="site-brand">
            <img className={classes.logo} src={site?.logo || '/logo.svg'} alt="" width={32} height={32} />
            {siteName ? <span>{siteName}</span> : <Skeleton h={20} w={160} />}
          </Link>
          <Group gap={2} className={classes.desktopOnly} component="nav" wrap="nowrap">
            {links}
          </Group>
          <Group gap="sm" className={classes.desktopOnly} wrap="nowrap">
            {language}
            <Button component={Link} to="/home" variant="subtle">
              {t('nav.login')}
            </Button>
            <Button component={Link} to="/register">
              {t('nav.register')}
            </Button>
          </Group>
          <Burger className={classes.mobileOnly} opened={opened} onClick={toggle} aria-label={t('nav.toggle')} />
        </Group>
      </Container>
      <Collapse in={opened} className={classes.mobileOnly}>
        <Box pb="md">
          <Container size="lg">
            <Stack gap={2} component="nav">
              {links}
              <Group mt="sm">
                <Button component={Link} to="/home" variant="default" onClick={close}>
                  {t('nav.login')}
                </Button>
                <Button component={Link} to="/register" onClick={close}>
                  {t('nav.register')}
                </Button>
                {language}
              </Group>
            </Stack>
          </Container>
        </Box>
      </Collapse>
    </header>
  );
}
