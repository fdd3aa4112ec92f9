import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSiteInfo } from '../api/site-info';
import { useHiddenPages } from '../api/site-pages';
import { NAV_ITEMS } from './nav-items';
import classes from './site.module.css';

export function SiteFooter() {
  const { t } = useTranslation('site');
  const site = useSiteInfo();
  const hidden = useHiddenPages();
  return (
    <footer className={classes.footer} data-testid="site-footer">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap={6}>
            <Text fw={700} c="white" size="lg">
              {site?.siteName}
            </Text>
            <Text size="sm">{t('footer.tagline')}</Text>
          </Stack>
          <Stack gap={6}>
            <Text fw={600} c="white">
              {t('footer.product')}
            </Text>
            {NAV_ITEMS.slice(1, 4).filter((item) => !hidden.has(item.page)).map((item) => (
              <Link key={item.to} to={item.to} className={classes.footerLink}>
                {t(item.key)}
              </Link>
            ))}
          </Stack>
          <Stack gap={6}>
            <Text fw={600} c="white">
              {t('footer.company')}
            </Text>
            <Link to="/AboutUs" className={classes.footerLink}>
              {t('nav.aboutUs')}
            </Link>
            <Link to="/register" className={classes.footerLink}>
              {t('nav.register')}
            </Link>
            <a href="/api/docs" className={classes.footerLink}>
              {t('footer.apiDocs')}
            </a>
          </Stack>
        </SimpleGrid>
        <Divider my="lg" color="rgba(255,255,255,0.12)" />
        <Group justify="space-between" gap="xs">
          <Text size="sm" data-testid="site-copyright">
            {site?.copyright}
          </Text>
          {site && (
            <Group gap="lg">
              <Anchor
                href="https://beian.miit.gov.cn/"
                target="_blank"
                rel="noreferrer"
                size="sm"
                className={classes.footerLink}
              >
                {t('footer.icp', { icp: site.icp })}
              </Anchor>
              <Text size="sm">{t('footer.phone', { phone: site.phone })}</Text>
            </Group>
          )}
        </Group>
      </Container>
    </footer>
  );
}
