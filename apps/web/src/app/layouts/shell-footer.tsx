import { Anchor, Group, Text } from '@mantine/core';
import { useSite } from '../../shared/use-site';

/** The footer: the provider's copyright line, the record number and the phone from /api/site. */
export function ShellFooter() {
  const site = useSite();
  if (!site.data) return null;
  return (
    <Group h="100%" justify="center" gap="lg" c="dimmed" data-testid="shell-footer">
      <Text size="xs">{site.data.copyright}</Text>
      {site.data.icp && (
        <Anchor size="xs" c="dimmed" href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
          {site.data.icp}
        </Anchor>
      )}
      {site.data.phone && <Text size="xs">{site.data.phone}</Text>}
    </Group>
  );
}
