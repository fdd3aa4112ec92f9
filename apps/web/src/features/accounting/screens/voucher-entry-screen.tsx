import { Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { BookGate } from '../components/book-gate';
import { workingPeriod } from '../components/voucher-form-state';
import { MyVouchers } from '../components/my-vouchers';
import { VoucherEntryForm } from '../components/voucher-entry-form';

/** 凭证录入: 填制凭证 (new or a draft being edited) and the caller's vouchers. */
export default function VoucherEntryScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('accounting');
  const [tab, setTab] = useState<string>(readOnly ? 'list' : 'form');
  const [editId, setEditId] = useState<number | null>(null);
  return (
    <Stack gap="sm" p="sm" data-testid="voucher-entry-screen">
      <Title order={4}>{title || t('vouchers.menu.entry')}</Title>
      <BookGate withSubjects>
        {(book, subjects) => (
          <Tabs value={tab} onChange={(v) => v && setTab(v)}>
            <Tabs.List>
              <Tabs.Tab value="form">{editId !== null ? t('vouchers.editTab') : t('vouchers.formTab')}</Tabs.Tab>
              <Tabs.Tab value="list">{t('vouchers.listTab')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="form" pt="sm">
              <VoucherEntryForm book={book} subjects={subjects} editId={editId} onEditId={setEditId} readOnly={readOnly} />
            </Tabs.Panel>
            <Tabs.Panel value="list" pt="sm">
              <MyVouchers period={workingPeriod(book)} readOnly={readOnly} onEdit={(id) => { setEditId(id); setTab('form'); }} />
            </Tabs.Panel>
          </Tabs>
        )}
      </BookGate>
    </Stack>
  );
}
