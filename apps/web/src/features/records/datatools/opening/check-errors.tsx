import { Alert, ScrollArea, Table, Text } from '@mantine/core';
import { useOpeningTranslation } from './opening-ns';

/** A refused file: the server's message and each error's place (工作表!行) and words, scrollable. */
export function CheckErrors({ msg, errors }: { msg: string; errors: readonly { path: string; message: string }[] }) {
  const { t } = useOpeningTranslation();
  return (
    <Alert color="red" title={msg} data-testid="opening-check-error">
      <Text size="sm" mb={4}>
        {errors.length > 0 ? `${t('opening.errorsCount', { count: errors.length })}。` : ''}
        {t('opening.fixHint')}
      </Text>
      {errors.length > 0 ? (
        <ScrollArea.Autosize mah={260} type="auto">
          <Table
            withTableBorder
            striped
            verticalSpacing={4}
            bg="var(--mantine-color-body)"
            data-testid="opening-check-errors"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={140}>{t('opening.errorPath')}</Table.Th>
                <Table.Th>{t('opening.errorMessage')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {errors.map((e, i) => (
                <Table.Tr key={`${e.path}-${i}`} data-testid="opening-check-error-row">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.path}</Table.Td>
                  <Table.Td>{e.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      ) : null}
    </Alert>
  );
}
