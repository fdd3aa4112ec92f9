import { ActionIcon, Button, Group, Input, MultiSelect, Select, Stack, Table, Text } from '@mantine/core';
import type { DocKind } from '@pm/contracts';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReceivers, useRecvComps } from '../api/send';

export interface PickedReceiver {
  companyId: number;
  companyName: string;
  userId: number;
  name: string;
}

/** Receivers chosen company by company (getRecvComps), then people of the company (getReceiverByComp). */
export function ReceiverPicker({ kind, value, onChange, disabled }: { kind: DocKind; value: PickedReceiver[]; onChange: (v: PickedReceiver[]) => void; disabled?: boolean }) {
  const { t } = useTranslation('workflow');
  const comps = useRecvComps(kind);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const people = useReceivers(companyId, kind);
  const [picked, setPicked] = useState<string[]>([]);
  const company = comps.data?.find((c) => c.id === companyId);
  const add = () => {
    if (!company) return;
    const chosen = (people.data ?? []).filter((p) => picked.includes(String(p.userId)));
    const merged = new Map(value.map((r) => [r.userId, r]));
    for (const p of chosen) merged.set(p.userId, { companyId: company.id, companyName: company.name, userId: p.userId, name: p.name });
    onChange([...merged.values()]);
    setPicked([]);
  };
  return (
    <Input.Wrapper label={t('send.receivers')} description={t('send.receiversHint')} data-testid="receiver-picker">
      <Stack gap={6} mt={4}>
        <Group align="flex-end" gap="xs">
          <Select
            w={220}
            placeholder={t('send.companyPlaceholder')}
            aria-label={t('send.company')}
            data={(comps.data ?? []).map((c) => ({ value: String(c.id), label: `${'　'.repeat(Math.max(0, c.level - 1))}${c.name}` }))}
            value={companyId === null ? null : String(companyId)}
            onChange={(v) => { setCompanyId(v ? Number(v) : null); setPicked([]); }}
            disabled={disabled}
            data-testid="receiver-company"
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            w={320}
            placeholder={t('send.personPlaceholder')}
            aria-label={t('send.person')}
            data={(people.data ?? []).map((p) => ({ value: String(p.userId), label: [p.name, p.jobName, p.deptName].filter(Boolean).join(' · ') }))}
            value={picked}
            onChange={setPicked}
            disabled={disabled || companyId === null}
            searchable
            data-testid="receiver-people"
            comboboxProps={{ withinPortal: true }}
          />
          <Button variant="light" onClick={add} disabled={disabled || picked.length === 0} data-testid="receiver-add">
            {t('actions.ok')}
          </Button>
        </Group>
        {value.length === 0 ? (
          <Text size="xs" c="dimmed">{t('send.noReceivers')}</Text>
        ) : (
          <Table withTableBorder data-testid="receiver-list">
            <Table.Tbody>
              {value.map((r) => (
                <Table.Tr key={r.userId}>
                  <Table.Td>{r.companyName || comps.data?.find((c) => c.id === r.companyId)?.name}</Table.Td>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td w={40}>
                    <ActionIcon variant="subtle" color="gray" aria-label={t('send.remove')} disabled={disabled} onClick={() => onChange(value.filter((x) => x.userId !== r.userId))}>
                      <IconX size={14} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
