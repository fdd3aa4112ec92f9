import { ActionIcon, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addTier, removeTier, setTier, type TierDraft, type TierProblem } from './tier-rules';

interface Props {
  value: TierDraft[];
  onChange: (value: TierDraft[]) => void;
  problems: TierProblem[];
  disabled?: boolean;
}

/** 阶梯单价: bands [from, to) with a unit price; the last one open (no end). */
export function TierEditor({ value, onChange, problems, disabled }: Props) {
  const { t } = useTranslation('charging');
  const rowProblems = (i: number) => problems.filter((p) => p.row === i).map((p) => (p.key ? t(p.key) : (p.text ?? '')));
  const general = problems.filter((p) => p.row === -1);
  return (
    <Stack gap={4} data-testid="tier-editor">
      <Text size="sm" fw={500}>{t('tiers')}</Text>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tierFrom')}</Table.Th>
            <Table.Th>{t('tierTo')}</Table.Th>
            <Table.Th>{t('tierPrice')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {value.map((tier, i) => {
            const errors = rowProblems(i);
            return (
              <Table.Tr key={i} data-testid={`tier-row-${i}`}>
                <Table.Td>
                  <TextInput size="xs" aria-label={`${t('tierFrom')} ${i + 1}`} value={tier.fromQty} disabled={disabled || i > 0} onChange={(e) => onChange(setTier(value, i, { fromQty: e.currentTarget.value }))} error={errors.length > 0 ? errors.join('；') : undefined} />
                </Table.Td>
                <Table.Td>
                  <TextInput size="xs" aria-label={`${t('tierTo')} ${i + 1}`} placeholder={t('tierOpen')} value={tier.toQty} disabled={disabled} onChange={(e) => onChange(setTier(value, i, { toQty: e.currentTarget.value }))} />
                </Table.Td>
                <Table.Td>
                  <TextInput size="xs" aria-label={`${t('tierPrice')} ${i + 1}`} value={tier.unitPrice} disabled={disabled} onChange={(e) => onChange(setTier(value, i, { unitPrice: e.currentTarget.value }))} />
                </Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" aria-label={`${t('tierRemove')} ${i + 1}`} disabled={disabled} onClick={() => onChange(removeTier(value, i))}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {general.map((p) => (
        <Text key={p.key} size="xs" c="red">{p.key ? t(p.key) : p.text}</Text>
      ))}
      <Group>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} disabled={disabled || value.length >= 20} onClick={() => onChange(addTier(value))}>{t('tierAdd')}</Button>
      </Group>
    </Stack>
  );
}
