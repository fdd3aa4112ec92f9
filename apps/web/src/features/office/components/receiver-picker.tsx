import { Badge, Button, Checkbox, CloseButton, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import type { DocKind } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../shared/page-loader';
import { useReceivers, useRecvComps } from '../api/people';

export interface PickedReceiver {
  companyId: number;
  userId: number;
  name: string;
}

interface Props {
  kind: DocKind;
  value: PickedReceiver[];
  onChange: (next: PickedReceiver[]) => void;
}

/** Receivers in the company tree: a company on the left, its staff to tick on the right, the picked ones below. */
export function ReceiverPicker({ kind, value, onChange }: Props) {
  const { t } = useTranslation('office');
  const comps = useRecvComps(kind);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const current = companyId ?? comps.data?.[0]?.id ?? null;
  const people = useReceivers(current, kind);
  const picked = new Set(value.map((r) => r.userId));
  const toggle = (p: { userId: number; name: string }, on: boolean) =>
    onChange(on ? [...value, { companyId: current!, userId: p.userId, name: p.name }] : value.filter((r) => r.userId !== p.userId));
  const all = people.data ?? [];
  const allOn = all.length > 0 && all.every((p) => picked.has(p.userId));
  return (
    <Stack gap="xs" data-testid="receiver-picker">
      <Group align="flex-start" grow wrap="nowrap">
        <ScrollArea h={200} type="auto" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}>
          {comps.isLoading && <PageLoader h={120} />}
          {(comps.data ?? []).map((c) => (
            <NavLink key={c.id} label={c.name} active={c.id === current} onClick={() => setCompanyId(c.id)} pl={8 + (c.level - 1) * 12} data-testid={`recv-company-${c.id}`} />
          ))}
        </ScrollArea>
        <ScrollArea h={200} type="auto" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }} p={6}>
          {people.isLoading && <PageLoader h={120} />}
          {!people.isLoading && all.length === 0 && <Text size="sm" c="dimmed">{t('receivers.none')}</Text>}
          {all.length > 0 && (
            <Checkbox
              mb={6}
              label={t('receivers.all')}
              checked={allOn}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                const others = value.filter((r) => !all.some((p) => p.userId === r.userId));
                onChange(on ? [...others, ...all.map((p) => ({ companyId: current!, userId: p.userId, name: p.name }))] : others);
              }}
            />
          )}
          {all.map((p) => (
            <Checkbox
              key={p.userId}
              mb={4}
              label={[p.name, p.deptName, p.jobName].filter(Boolean).join(' · ')}
              checked={picked.has(p.userId)}
              onChange={(e) => toggle(p, e.currentTarget.checked)}
              data-testid={`recv-user-${p.userId}`}
            />
          ))}
        </ScrollArea>
      </Group>
      <Group gap={4} mih={28}>
        <Text size="sm" c="dimmed">{t('receivers.picked', { count: value.length })}</Text>
        {value.map((r) => (
          <Badge key={r.userId} variant="light" pr={2} rightSection={<CloseButton size="xs" aria-label={t('receivers.remove', { name: r.name })} onClick={() => onChange(value.filter((x) => x.userId !== r.userId))} />}>
            {r.name}
          </Badge>
        ))}
        {value.length > 0 && <Button size="compact-xs" variant="subtle" onClick={() => onChange([])}>{t('receivers.clear')}</Button>}
      </Group>
    </Stack>
  );
}
