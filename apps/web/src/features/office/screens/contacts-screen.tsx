import { Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { contactEndpoints } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportWithPurpose } from '../../../shared/export-with-purpose';
import { PageLoader } from '../../../shared/page-loader';
import type { ScreenProps } from '../../../shared/screen';
import { useUser } from '../../../shared/session';
import { useContacts } from '../api/contacts';
import { useDepts, useJobs, useUnits } from '../api/people';

/** 公司通讯录: staff of the caller's company or one below it, by department and job, with phone and email; search and Excel export. */
export default function ContactsScreen({ title }: ScreenProps) {
  const { t } = useTranslation('office');
  const own = useUser()?.company ?? 0;
  const units = useUnits();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const company = companyId ?? own;
  const depts = useDepts(company);
  const jobs = useJobs(company);
  const [deptId, setDeptId] = useState<number | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [q, setQ] = useState('');
  const [search] = useDebouncedValue(q.trim(), 300);
  const filter = { companyId: company, ...(deptId ? { deptId } : {}), ...(jobId ? { jobId } : {}), ...(search ? { q: search } : {}) };
  const contacts = useContacts(filter);
  const rows = contacts.data ?? [];
  const companyName = units.data?.find((u) => u.id === company)?.name ?? '';
  return (
    <Stack gap="sm" p="sm" data-testid="contacts-screen">
      <Group justify="space-between">
        <Title order={4}>{title || t('contacts.title')}</Title>
        <Button size="xs" variant="light" disabled={rows.length === 0} data-testid="contacts-export"
          onClick={() => void exportWithPurpose(contactEndpoints.exportContacts, filter, `${t('contacts.title')}-${companyName}.xlsx`)}>{t('contacts.export')}</Button>
      </Group>
      <Group>
        <Select size="xs" w={220} label={t('contacts.company')} data={(units.data ?? []).map((u) => ({ value: String(u.id), label: `${'　'.repeat(Math.max(u.level - 1, 0))}${u.name}` }))}
          value={String(company)} allowDeselect={false} onChange={(v) => { setCompanyId(v ? Number(v) : null); setDeptId(null); setJobId(null); }} data-testid="contacts-company" />
        <Select size="xs" w={160} label={t('contacts.dept')} clearable placeholder={t('contacts.allDepts')} data={(depts.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
          value={deptId === null ? null : String(deptId)} onChange={(v) => setDeptId(v ? Number(v) : null)} data-testid="contacts-dept" />
        <Select size="xs" w={160} label={t('contacts.job')} clearable placeholder={t('contacts.allJobs')} data={(jobs.data ?? []).map((j) => ({ value: String(j.id), label: j.name }))}
          value={jobId === null ? null : String(jobId)} onChange={(v) => setJobId(v ? Number(v) : null)} data-testid="contacts-job" />
        <TextInput size="xs" w={240} label={t('contacts.search')} placeholder={t('contacts.searchHint')} value={q} onChange={(e) => setQ(e.currentTarget.value)} maxLength={50} data-testid="contacts-search" />
      </Group>
      <Text size="sm" c="dimmed" data-testid="contacts-count">{t('contacts.count', { count: rows.length })}</Text>
      {contacts.isLoading ? <PageLoader h={240} /> : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="contacts-empty">{t('contacts.empty')}</Text>
      ) : (
        <Table striped withTableBorder highlightOnHover stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('contacts.dept')}</Table.Th>
              <Table.Th>{t('contacts.name')}</Table.Th>
              <Table.Th>{t('contacts.job')}</Table.Th>
              <Table.Th>{t('contacts.mobile')}</Table.Th>
              <Table.Th>{t('contacts.email')}</Table.Th>
              <Table.Th>{t('contacts.username')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id} data-testid={`contact-${r.id}`}>
                <Table.Td>{r.deptName ?? t('contacts.noDept')}</Table.Td>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td>{r.jobName ?? ''}</Table.Td>
                <Table.Td>{r.mobile ? <a href={`tel:${r.mobile}`}>{r.mobile}</a> : ''}</Table.Td>
                <Table.Td>{r.email ? <a href={`mailto:${r.email}`}>{r.email}</a> : ''}</Table.Td>
                <Table.Td>{r.username}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
