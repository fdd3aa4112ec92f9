import {
  Badge,
  Box,
  Button,
  Center,
  Checkbox,
  Grid,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { useUser } from '../../../shared/session';
import { ApprovalPolicySwitch } from '../components/approval-policy-switch';
import { usePermissionStaff, useSaveStaffPermission, useStaffPermission } from '../api/setup-queries';
import { buildGrantTree, leafIds, toggleAll, type GrantTreeNode } from '../grant-tree';

interface TreeProps {
  nodes: GrantTreeNode[];
  granted: Set<number>;
  jobGranted: Set<number>;
  manageable: Set<number>;
  readOnly: boolean;
  onChange: (next: Set<number>) => void;
  depth?: number;
}

function GrantTree({ nodes, granted, jobGranted, manageable, readOnly, onChange, depth = 0 }: TreeProps) {
  const { t } = useTranslation('setup');
  return (
    <Stack gap={4} pl={depth === 0 ? 0 : 'lg'}>
      {nodes.map((node) => {
        const ids = leafIds(node);
        const on = ids.filter((id) => granted.has(id)).length;
        const editable = !readOnly && ids.some((id) => manageable.has(id));
        return (
          <Box key={node.id}>
            <Group gap="xs" wrap="nowrap">
              <Checkbox
                size="xs"
                label={
                  <Text size="sm" fw={node.leaf ? 400 : 600}>
                    {node.title}
                  </Text>
                }
                checked={ids.length > 0 && on === ids.length}
                indeterminate={on > 0 && on < ids.length}
                disabled={!editable}
                onChange={() => onChange(toggleAll(granted, ids, manageable))}
                data-testid={`grant-${node.id}`}
              />
              {node.leaf && jobGranted.has(node.id) ? (
                <Badge size="xs" variant="light">
                  {t('permission.viaJob')}
                </Badge>
              ) : null}
              {node.leaf && !manageable.has(node.id) ? (
                <Badge size="xs" color="gray" variant="light">
                  {t('permission.notManageable')}
                </Badge>
              ) : null}
            </Group>
            {node.children.length > 0 ? (
              <GrantTree
                nodes={node.children}
                granted={granted}
                jobGranted={jobGranted}
                manageable={manageable}
                readOnly={readOnly}
                onChange={onChange}
                depth={depth + 1}
              />
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}

/** 员工权限: pick a staff member, tick the bought menu items they may use, save; sa and super also set 审批分离. */
export default function StaffPermissionScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('setup');
  const role = useUser()?.role;
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 300);
  const [userId, setUserId] = useState<number | null>(null);
  const staff = usePermissionStaff(debounced);
  const permission = useStaffPermission(userId);
  const save = useSaveStaffPermission();
  const [granted, setGranted] = useState<Set<number>>(new Set());

  useEffect(() => {
    if (permission.data) setGranted(new Set(permission.data.granted));
  }, [permission.data]);

  const tree = useMemo(() => buildGrantTree(permission.data?.nodes ?? []), [permission.data]);
  const manageable = useMemo(() => new Set(permission.data?.manageable ?? []), [permission.data]);
  const jobGranted = useMemo(() => new Set(permission.data?.jobGranted ?? []), [permission.data]);
  const dirty = permission.data ? [...granted].sort().join() !== [...permission.data.granted].sort().join() : false;

  const onSave = async () => {
    if (userId === null) return;
    try {
      await save.mutateAsync({ userId, menuIds: [...granted] });
      notifications.show({ color: 'green', message: t('permission.saved') });
    } catch {
      // The error catalogue has shown the server's message.
    }
  };

  return (
    <Stack gap="sm" p="sm" data-testid="staff-permission-screen">
      <Group gap="xs">
        <Title order={4}>{title || t('permission.title')}</Title>
        {readOnly ? <Badge color="gray">{t('readOnly')}</Badge> : null}
      </Group>
      {role === 'sa' || role === 'super' ? <ApprovalPolicySwitch readOnly={readOnly} /> : null}
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="sm">
            <TextInput
              leftSection={<IconSearch size={16} />}
              placeholder={t('permission.search')}
              value={q}
              onChange={(e) => setQ(e.currentTarget.value)}
              mb="sm"
            />
            <ScrollArea h={520}>
              <Table highlightOnHover verticalSpacing="xs" data-testid="staff-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('permission.name')}</Table.Th>
                    <Table.Th>{t('permission.account')}</Table.Th>
                    <Table.Th>{t('permission.company')}</Table.Th>
                    <Table.Th>{t('permission.job')}</Table.Th>
                    <Table.Th>{t('permission.count')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(staff.data ?? []).map((u) => (
                    <Table.Tr
                      key={u.id}
                      onClick={() => setUserId(u.id)}
                      style={{ cursor: 'pointer' }}
                      bg={u.id === userId ? 'var(--mantine-color-blue-light)' : undefined}
                      data-testid="staff-row"
                    >
                      <Table.Td>{u.name}</Table.Td>
                      <Table.Td>{u.username}</Table.Td>
                      <Table.Td>{u.companyNick}</Table.Td>
                      <Table.Td>{u.jobName ?? ''}</Table.Td>
                      <Table.Td>{u.grantedCount}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {staff.isLoading ? (
                <Center p="lg">
                  <Loader size="sm" />
                </Center>
              ) : null}
              {staff.data?.length === 0 ? (
                <Center p="lg">
                  <Text c="dimmed">{t('empty')}</Text>
                </Center>
              ) : null}
            </ScrollArea>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="sm">
            {userId === null ? (
              <Center h={200}>
                <Text c="dimmed">{t('permission.pick')}</Text>
              </Center>
            ) : permission.isLoading || !permission.data ? (
              <Center h={200}>
                <Loader size="sm" />
              </Center>
            ) : (
              <Stack gap="sm">
                <Group justify="space-between">
                  <Text fw={600}>
                    {t('permission.of', { name: permission.data.name, company: permission.data.companyNick })}
                  </Text>
                  {!readOnly ? (
                    <Button
                      leftSection={<IconDeviceFloppy size={16} />}
                      disabled={!dirty}
                      loading={save.isPending}
                      onClick={() => void onSave()}
                      data-testid="permission-save"
                    >
                      {t('save')}
                    </Button>
                  ) : null}
                </Group>
                <ScrollArea h={500}>
                  {tree.length === 0 ? <Text c="dimmed">{t('permission.nothingBought')}</Text> : null}
                  <GrantTree
                    nodes={tree}
                    granted={granted}
                    jobGranted={jobGranted}
                    manageable={manageable}
                    readOnly={readOnly}
                    onChange={setGranted}
                  />
                </ScrollArea>
              </Stack>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
