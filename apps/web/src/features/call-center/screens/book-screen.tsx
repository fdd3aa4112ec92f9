import { Paper, Stack, Title } from '@mantine/core';
import type { ScreenProps } from '../../../shared/screen';
import { PhoneBookTab } from '../components/phone-book-tab';

export default function BookScreen({ title }: ScreenProps) {
  return (
    <Stack p="md" maw={900}>
      <Title order={4}>{title}</Title>
      <Paper withBorder>
        <PhoneBookTab />
      </Paper>
    </Stack>
  );
}
