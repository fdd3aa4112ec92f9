import { Button, Group, Menu, Stack, Table, Text, TextInput } from '@mantine/core';
import { COMMON_PLACEHOLDERS, LINK_PLACEHOLDERS, PURPOSE_PLACEHOLDERS, type MessagePurpose, type TemplateChannel } from '@pm/contracts';
import { useTranslation } from 'react-i18next';

interface Props {
  channel: TemplateChannel;
  purpose: MessagePurpose;
  /** The variables the text holds, in order (the server's `variables.N` is the N-th). */
  keys: string[];
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
  errorOf: (index: number) => string | undefined;
  error?: string | undefined;
}

const LINKS: readonly string[] = LINK_PLACEHOLDERS;

/** 变量 → 取值: one row per variable of the text, the value typed or built from our placeholders ({欠费金额}). */
export function VariableRows({ channel, purpose, keys, values, onChange, errorOf, error }: Props) {
  const { t } = useTranslation('outbound');
  // The SMS gateway refuses links in variables: an SMS template cannot map 缴费链接.
  const placeholders = [...COMMON_PLACEHOLDERS, ...PURPOSE_PLACEHOLDERS[purpose]].filter((p) => channel !== 'sms' || !LINKS.includes(p));
  return (
    <Stack gap={4} data-testid="template-variables">
      <Text size="sm" fw={500}>{t('templates.variables')}</Text>
      {error ? <Text size="xs" c="red">{error}</Text> : null}
      {keys.length === 0 ? (
        <Text size="sm" c="dimmed">{t('templates.noVariables')}</Text>
      ) : (
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={160}>{t('templates.variable')}</Table.Th>
              <Table.Th>{t('templates.value')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.map((key, i) => {
              const value = values[key] ?? '';
              const link = channel === 'sms' && LINKS.some((p) => value.includes(`{${p}}`));
              return (
                <Table.Tr key={key} data-testid={`variable-${key}`}>
                  <Table.Td><Text size="sm" ff="monospace">{key}</Text></Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <TextInput
                        value={value}
                        onChange={(e) => onChange(key, e.currentTarget.value)}
                        maxLength={100}
                        error={errorOf(i) ?? (link ? t('templates.linkNotInSms') : undefined)}
                        style={{ flex: 1 }}
                        aria-label={key}
                        data-testid={`variable-value-${key}`}
                      />
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <Button variant="light" size="sm" data-testid={`variable-pick-${key}`}>{t('templates.placeholder')}</Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {placeholders.map((p) => (
                            <Menu.Item key={p} onClick={() => onChange(key, `${value}{${p}}`)} data-testid={`placeholder-${p}`}>{`{${p}}`}</Menu.Item>
                          ))}
                        </Menu.Dropdown>
                      </Menu>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
