import { Alert, Badge, Checkbox, Grid, Group, NavLink, ScrollArea, Stack, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RightNode, RoleRights } from '@pm/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { AdminScreen, Loaded } from './screen-parts';
import { attempt } from '../attempt';
import { useRoleRights, useRoleSummaries, useSetRoleRight } from '../api/sysadmin-settings-queries';

type Role = RoleRights['role'];

/** 权限管理: the roles and which catalogue nodes each may see (the menu follows at the user's next read). */
export default function RightsScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('sysadmin');
  const roles = useRoleSummaries();
  const [role, setRole] = useState<Role>('emp');
  const rights = useRoleRights(role);
  const set = useSetRoleRight();
  const [centre, setCentre] = useState<string | null>(null);

  const children = useMemo(() => {
    const map = new Map<number | null, RightNode[]>();
    for (const n of rights.data?.nodes ?? []) map.set(n.parentId, [...(map.get(n.parentId) ?? []), n]);
    return map;
  }, [rights.data]);

  const activeCentre = centre ?? (children.get(null)?.[0] ? String(children.get(null)![0]!.id) : null);

  async function toggle(node: RightNode, visible: boolean) {
    if (!(await attempt(set.mutateAsync({ role, menuId: node.id, visible })))) return;
    notifications.show({
      color: 'green',
      message: t(visible ? 'rights.shown' : 'rights.hidden', { role: t(`rights.roles.${role}`), title: node.title }),
    });
  }

  function line(node: RightNode, depth: number, parentVisible: boolean) {
    const effective = parentVisible && node.visible;
    return (
      <Stack key={node.id} gap={4} pl={depth * 20}>
        <Group gap="xs" wrap="nowrap">
          <Checkbox
            data-testid={`right-${node.id}`}
            label={node.title}
            checked={node.visible}
            disabled={readOnly || node.locked || rights.data?.fixed || set.isPending}
            onChange={(e) => void toggle(node, e.currentTarget.checked)}
            styles={{ label: { opacity: effective ? 1 : 0.55 } }}
          />
          {node.visible !== node.defaultVisible && (
            <Badge size="xs" color="orange" variant="light">
              {t('rights.changed')}
            </Badge>
          )}
          {node.locked && !rights.data?.fixed && (
            <Badge size="xs" color="gray" variant="light">
              {t('rights.locked')}
            </Badge>
          )}
        </Group>
        {(children.get(node.id) ?? []).map((c) => line(c, depth + 1, effective))}
      </Stack>
    );
  }

  return (
    <AdminScreen testId="sysadmin-rights" title={title || t('rights.title')}>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Loaded query={roles} h={200}>
            {(roleList) => (
              roleList.map((r) => (
                <NavLink
                  key={r.role}
                  data-testid={`role-${r.role}`}
                  active={r.role === role}
                  label={`${t(`rights.roles.${r.role}`)}（${r.role}）`}
                  description={r.fixed ? t('rights.fixedShort') : t('rights.summary', { hidden: r.hiddenCount, changed: r.changedCount })}
                  onClick={() => setRole(r.role)}
                />
              ))
            )}
          </Loaded>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Alert color={rights.data?.fixed ? 'gray' : 'blue'} mb="sm">
            {t(rights.data?.fixed ? 'rights.fixedHint' : 'rights.hint')}
          </Alert>
          <Loaded query={rights} h={300} empty={{ when: () => (children.get(null) ?? []).length === 0, text: t('rights.empty') }}>
            {() => (
              <Tabs value={activeCentre} onChange={setCentre} keepMounted={false}>
                <Tabs.List mb="sm">
                  {(children.get(null) ?? []).map((centre) => (
                    <Tabs.Tab key={centre.id} value={String(centre.id)} data-testid={`rights-centre-${centre.id}`} c={centre.visible ? undefined : 'dimmed'}>
                      {centre.title}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {(children.get(null) ?? []).map((centre) => (
                  <Tabs.Panel key={centre.id} value={String(centre.id)}>
                    <ScrollArea h={520}>{line(centre, 0, true)}</ScrollArea>
                  </Tabs.Panel>
                ))}
              </Tabs>
            )}
          </Loaded>
        </Grid.Col>
      </Grid>
    </AdminScreen>
  );
}
