import { Alert, Button, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplyBinding, useEstateSearch, useHouseSearch } from '../api/bindings';
import { errorText } from '../sign-in-fns';
import { SIGNED_IN_NS } from '../i18n-ns';

/** 小区 (search by name) → 房号 (search in it) → 姓名 + 证件号码后4位 → 提交. */
export function BindingForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const [estateText, setEstateText] = useState('');
  const [houseText, setHouseText] = useState('');
  const [estateQ] = useDebouncedValue(estateText.trim(), 300);
  const [houseQ] = useDebouncedValue(houseText.trim(), 300);
  const [estateId, setEstateId] = useState<number | null>(null);
  const [houseId, setHouseId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [idLast4, setIdLast4] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const estates = useEstateSearch(estateId === null ? estateQ : '');
  const houses = useHouseSearch(estateId, houseId === null ? houseQ : '');
  const apply = useApplyBinding();

  const submit = () => {
    const found: Record<string, string> = {};
    if (estateId === null) found.estate = t('bind.chooseEstate');
    if (houseId === null) found.house = t('bind.chooseHouse');
    if (!name.trim()) found.name = t('bind.nameRequired');
    if (!/^[0-9]{3}[0-9Xx]$/.test(idLast4.trim())) found.idLast4 = t('bind.idLast4Invalid');
    setErrors(found);
    if (Object.keys(found).length > 0 || houseId === null) return;
    apply.mutate({ houseId, name: name.trim(), idLast4: idLast4.trim().toUpperCase() }, { onSuccess: onDone });
  };

  return (
    <Stack gap="md" data-testid="owner-binding-form">
      <Select
        label={t('bind.estate')}
        placeholder={t('bind.estatePlaceholder')}
        searchable
        searchValue={estateText}
        onSearchChange={(v) => {
          setEstateText(v);
          if (estateId !== null) {
            setEstateId(null);
            setHouseId(null);
            setHouseText('');
          }
        }}
        filter={({ options }) => options}
        data={(estates.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
        value={estateId === null ? null : String(estateId)}
        onChange={(v) => {
          setEstateId(v ? Number(v) : null);
          setHouseId(null);
          setHouseText('');
        }}
        nothingFoundMessage={estateQ && estates.isSuccess ? t('bind.notFound') : undefined}
        error={errors.estate}
        comboboxProps={{ withinPortal: true }}
        data-testid="owner-bind-estate"
      />
      <Select
        label={t('bind.house')}
        placeholder={t('bind.housePlaceholder')}
        searchable
        disabled={estateId === null}
        searchValue={houseText}
        onSearchChange={(v) => {
          setHouseText(v);
          if (houseId !== null) setHouseId(null);
        }}
        filter={({ options }) => options}
        data={(houses.data ?? []).map((h) => ({ value: String(h.id), label: `${h.code} ${h.name}` }))}
        value={houseId === null ? null : String(houseId)}
        onChange={(v) => setHouseId(v ? Number(v) : null)}
        nothingFoundMessage={houseQ && houses.isSuccess ? t('bind.notFound') : undefined}
        error={errors.house}
        comboboxProps={{ withinPortal: true }}
        data-testid="owner-bind-house"
      />
      <TextInput label={t('bind.name')} value={name} maxLength={50} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} data-testid="owner-bind-name" />
      <TextInput
        label={t('bind.idLast4')}
        value={idLast4}
        maxLength={4}
        onChange={(e) => setIdLast4(e.currentTarget.value)}
        error={errors.idLast4}
        data-testid="owner-bind-id"
      />
      {apply.error ? <Alert color="red" data-testid="owner-bind-error">{errorText(apply.error)}</Alert> : null}
      <Button fullWidth size="md" loading={apply.isPending} onClick={submit} data-testid="owner-bind-submit">
        {t('bind.submit')}
      </Button>
    </Stack>
  );
}
