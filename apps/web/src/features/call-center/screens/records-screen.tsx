import { Paper, Stack, Title } from '@mantine/core';
import type { ScreenProps } from '../../../shared/screen';
import { RecordsTab } from '../components/records-tab';

export default function RecordsScreen({ title }: ScreenProps) {
  return (
    <Stack p="md" maw={900}>
      <Title order={4}>{title}</Title>
      <Paper withBorder>
        <RecordsTab />
      </Paper>
    </Stack>
  );
}
