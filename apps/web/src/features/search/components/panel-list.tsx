import { Group, Paper, Table, Text, Title } from '@mantine/core';
import type { PanelRow, SearchPanel } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import { MenuLink } from '../../../shared/menu-link';
import { useDictionaries, usePanel } from '../api/search';
import { errorText } from './error-text';

/** The full record screen of each row kind, and the list filter naming the row there. */
const recordScreen: Record<PanelRow['record'], { component: string; filter: string }> = {
  complaint: { component: 'record/complaint/index', filter: 'complaintNo' },
  dispatch: { component: 'record/dispatch/index', filter: 'orderNo' },
  'security-event': { component: 'record/security-event/index', filter: 'title' },
  visitor: { component: 'record/visitor/index', filter: 'visitorName' },
};
/** The record screen a panel's 查看全部 opens. */
const panelScreen: Record<SearchPanel, string> = {
  complaint: 'record/complaint/index',
  repair: 'record/dispatch/index',
  safety: 'record/security-event/index',
};

/** The dictionaries holding each row kind's type and status codes (visitors have none). */
const dictOf: Partial<Record<PanelRow['record'], { type: string; status: string }>> = {
  complaint: { type: 'complaint_category', status: 'complaint_status' },
  dispatch: { type: 'dispatch_work_type', status: 'dispatch_status' },
  'security-event': { type: 'security_event_type', status: 'event_status' },
};

/** One info panel as a compact list (latest first), each row linking to its record screen filtered to it. */
export function PanelList({ panel, houseId, estateId, size = 10, showHouse = false }: { panel: SearchPanel; houseId: number | null; estateId: number | null; size?: number; showHouse?: boolean }) {
  const { t, i18n } = useTranslation('search');
  const list = usePanel(panel, houseId, estateId, size);
  const dictionaries = useDictionaries();
  const rows = list.data?.rows ?? [];
  const label = (group: 'status' | 'type', r: PanelRow, value: string) => {
    const code = dictOf[r.record]?.[group];
    const item = code ? dictionaries.data?.[code]?.find((i) => i.value === value) : undefined;
    if (item) return i18n.language === 'zh-TW' ? item.tw : item.cn;
    return t(`${group}.${r.record}.${value}`, { defaultValue: value });
  };
  return (
    <Paper withBorder p="sm" data-testid={`panel-${panel}`}>
      <Group justify="space-between" mb="xs">
        <Title order={5}>{t(`menu.${panel}`)}</Title>
        <Group gap="sm">
          {list.data ? <Text size="xs" c="dimmed">{t('panel.total', { total: list.data.total })}</Text> : null}
          <MenuLink component={panelScreen[panel]} testId={`full-${panel}`}>{t('panel.full')}</MenuLink>
        </Group>
      </Group>
      {list.isError ? (
        <Text size="sm" c="red">{t('error', { msg: errorText(list.error) })}</Text>
      ) : list.isPending ? (
        <Text size="sm" c="dimmed">{t('box.searching')}</Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid={`panel-${panel}-empty`}>{t('panel.empty')}</Text>
      ) : (
        <Table striped withRowBorders={false} fz="xs" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('panel.at')}</Table.Th>
              {/* security events and visitors carry no number: the safety panel's column is their title or name */}
              <Table.Th>{t(panel === 'safety' ? 'panel.subject' : 'panel.no')}</Table.Th>
              <Table.Th>{t('panel.type')}</Table.Th>
              {showHouse ? <Table.Th>{t('panel.house')}</Table.Th> : null}
              <Table.Th>{t('panel.who')}</Table.Th>
              <Table.Th>{t('panel.content')}</Table.Th>
              <Table.Th>{t('panel.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => {
              const screen = recordScreen[r.record];
              return (
                <Table.Tr key={`${r.record}-${r.id}`} data-testid="panel-row">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{chinaDateTime(r.at)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <MenuLink component={screen.component} params={{ [screen.filter]: r.no }}>{r.no}</MenuLink>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.record === 'visitor' ? t('record.visitor') : label('type', r, r.type)}</Table.Td>
                  {showHouse ? <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.houseName ?? ''}</Table.Td> : null}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.who ?? ''}</Table.Td>
                  <Table.Td style={{ maxWidth: 320 }}><Text size="xs" lineClamp={1} title={r.content}>{r.content}</Text></Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{label('status', r, r.status)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

