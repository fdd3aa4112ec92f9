import { Card, Grid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Framed } from '../components/framed';
import { RegistrationForm } from '../components/registration-form';
import { PageHead, Section } from '../components/section';
import { useList, type Card as CardCopy } from '../components/use-list';
import { usePageTitle } from '../components/use-page-title';

function RegisterContent() {
  const { t } = useTranslation('site');
  usePageTitle(t('register.title'));
  const steps = useList<CardCopy>('register.steps');
  return (
    <div data-testid="site-page-register">
      <PageHead heading={t('register.heading')} lead={t('register.lead')} />
      <Section>
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder radius="md" padding="xl" shadow="sm">
              <RegistrationForm />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder radius="md" padding="xl">
              <Title order={4} mb="lg">
                {t('register.stepsTitle')}
              </Title>
              <Stack gap="lg">
                {steps.map((step, index) => (
                  <Stack key={step.title} gap={2} pl={48} pos="relative">
                    <ThemeIcon radius="xl" size={32} pos="absolute" left={0} top={0}>
                      {index + 1}
                    </ThemeIcon>
                    <Text fw={700}>{step.title}</Text>
                    <Text size="sm" c="dimmed">
                      {step.text}
                    </Text>
                  </Stack>
                ))}
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </Section>
    </div>
  );
}

export default function RegisterPage() {
  return (
    <Framed>
      <RegisterContent />
    </Framed>
  );
}
