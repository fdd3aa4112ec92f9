import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** /404: unknown paths end here. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center h="80vh" data-testid="not-found">
      <Stack align="center" gap="xs">
        <Title order={1} c="gray.5">
          404
        </Title>
        <Text>{t('notFound.text')}</Text>
        <Button component={Link} to="/" variant="light">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Center>
  );
}
