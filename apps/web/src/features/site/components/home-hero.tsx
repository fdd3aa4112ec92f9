import { Box, Button, Container, Group, SimpleGrid, Stack, Title, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSiteInfo } from '../api/site-info';
import { HeroArt } from './hero-art';
import classes from './site.module.css';

/** The home page's opening band; `aside` (the login panel on /home) takes the place of the art. */
export function HomeHero({ aside }: { aside?: ReactNode }) {
  const { t } = useTranslation('site');
  const site = useSiteInfo();
  const siteName = site?.siteName ?? '';
  return (
    <section className={classes.hero} data-testid="site-hero">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <span className={classes.eyebrow}>{t('hero.eyebrow')}</span>
            <Title order={1} className={classes.heroTitle}>
              {t('hero.title')}
            </Title>
            <Text className={classes.heroText}>{t('hero.subtitle', { siteName })}</Text>
            <Group>
              <Button
                component={Link}
                to="/register"
                size="md"
                color="teal"
                rightSection={<IconArrowRight size={18} />}
              >
                {t('common.ctaRegister')}
              </Button>
              <Button component={Link} to="/Solution" size="md" variant="white">
                {t('common.ctaSolution')}
              </Button>
            </Group>
          </Stack>
          {aside ? (
            <Box className={classes.loginSlot} data-testid="site-login-slot">
              {aside}
            </Box>
          ) : site?.heroImage ? (
            <img className={classes.art} src={site.heroImage} alt={t('hero.artLabel')} data-testid="site-hero-image" />
          ) : (
            <HeroArt label={t('hero.artLabel')} />
          )}
        </SimpleGrid>
      </Container>
    </section>
  );
}
