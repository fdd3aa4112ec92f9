import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractSteps, useContractStep } from '../api/outsourcing';
import { errorText } from '../../../api/error-text';
import { EstateSelect } from './estate-select';

export const SERVICE_KINDS = ['cleaning', 'greening', 'security', 'elevator', 'other'] as const;
type ServiceKind = (typeof SERVICE_KINDS)[number];

export interface ContractTerms {
  id?: number;
  estateId: number;
  contractNo: string;
  contractor: string;
  serviceKind: ServiceKind;
  startsOn: string;
  endsOn: string;
  amount: string;
  paymentTerms: string;
}

/** 草拟 / 修改条款: the contract's contractor, service, period, amount and payment terms. */
export function ContractForm({ initial, onClose, onSaved }: { initial: ContractTerms; onClose: () => void; onSaved: (id: number) => void }) {
  const { t } = useTranslation('owners');
  const create = useContractStep(contractSteps.create);
  const update = useContractStep(contractSteps.update);
  const [terms, setTerms] = useState(initial);
  const set = <K extends keyof ContractTerms>(key: K, value: ContractTerms[K]) => setTerms((v) => ({ ...v, [key]: value }));
  const error = create.error ?? update.error;
  const save = async () => {
    try {
      const saved = terms.id ? await update.mutateAsync({ ...terms, id: terms.id }) : await create.mutateAsync(terms);
      onSaved(saved.id);
      onClose();
    } catch {
      // shown below
    }
  };
  return (
    <Modal opened onClose={onClose} title={terms.id ? t('outsourcing.edit') : t('outsourcing.new')} size="lg">
      <Stack gap="sm">
        <SimpleGrid cols={2}>
          <EstateSelect value={terms.estateId} onChange={(v) => v && set('estateId', v)} />
          <TextInput label={t('outsourcing.contractNo')} value={terms.contractNo} onChange={(e) => set('contractNo', e.currentTarget.value)} data-testid="contract-no" />
          <TextInput label={t('outsourcing.contractor')} value={terms.contractor} onChange={(e) => set('contractor', e.currentTarget.value)} data-testid="contract-contractor" />
          <Select
            label={t('outsourcing.serviceKind')}
            data={SERVICE_KINDS.map((k) => ({ value: k, label: t(`outsourcing.kinds.${k}`) }))}
            value={terms.serviceKind}
            onChange={(v) => v && set('serviceKind', v as ServiceKind)}
            data-testid="contract-kind"
          />
          <TextInput label={t('outsourcing.startsOn')} placeholder="YYYY-MM-DD" value={terms.startsOn} onChange={(e) => set('startsOn', e.currentTarget.value)} data-testid="contract-starts" />
          <TextInput label={t('outsourcing.endsOn')} placeholder="YYYY-MM-DD" value={terms.endsOn} onChange={(e) => set('endsOn', e.currentTarget.value)} data-testid="contract-ends" />
          <TextInput label={t('outsourcing.amount')} value={terms.amount} onChange={(e) => set('amount', e.currentTarget.value)} data-testid="contract-amount" />
        </SimpleGrid>
        <Textarea label={t('outsourcing.paymentTerms')} value={terms.paymentTerms} onChange={(e) => set('paymentTerms', e.currentTarget.value)} autosize minRows={2} data-testid="contract-terms" />
        {error ? <Text c="red" size="sm" data-testid="contract-error">{errorText(error)}</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button loading={create.isPending || update.isPending} onClick={() => void save()} data-testid="contract-save">{t('save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
