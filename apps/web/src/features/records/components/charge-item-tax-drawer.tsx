import { Alert, Button, Center, Checkbox, Drawer, Group, Loader, Radio, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { VAT_RATES } from '@pm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useSaveSeller, useSaveTaxItem, useTaxSetup, type SellerInput, type TaxItemInput, type TaxItemRow, type TaxSetup } from '../api/tax-setup';

const POLICIES = ['01', '03', '04', '08', '09', '10'] as const;

/** The server's message and its field messages, as it words them. */
function refusalText(error: unknown): string {
  if (error instanceof ApiError) return [error.message, ...(error.details ?? []).map((d) => d.message).filter((m) => m && m !== error.message)].filter(Boolean).join('；');
  return error instanceof Error ? error.message : String(error);
}

/** "0.06" → 6%, "0.015" → 1.5% (the digits moved, never multiplied as a number). */
export function ratePercent(rate: string): string {
  const [whole = '0', frac = ''] = rate.split('.');
  const digits = `${whole}${frac.padEnd(2, '0')}`;
  const int = digits.slice(0, whole.length + 2).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(whole.length + 2).replace(/0+$/, '');
  return `${int}${rest ? `.${rest}` : ''}%`;
}

/** A rate as answered ("0.0600") as one of VAT_RATES' spellings ("0.06"). */
const normalRate = (rate: string | null): string | null => (rate === null ? null : rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate);

function ItemForm({ row, readOnly }: { row: TaxItemRow; readOnly: boolean }) {
  const { t } = useTranslation('records');
  const save = useSaveTaxItem();
  const [taxCode, setTaxCode] = useState(row.taxCode ?? '');
  const [rate, setRate] = useState<string | null>(normalRate(row.rate));
  const [includes, setIncludes] = useState(row.priceIncludesTax);
  const [policy, setPolicy] = useState<string | null>(row.policyFlag);
  const [goodsName, setGoodsName] = useState(row.goodsName ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const submit = async () => {
    setFailure(null);
    setSaved(false);
    // What the cashier typed goes as typed: the server checks it and its words are shown (a missing rate too).
    const input = { itemId: row.itemId, taxCode, rate: rate ?? '', priceIncludesTax: includes, policyFlag: (policy ?? null) as TaxItemInput['policyFlag'], goodsName: goodsName.trim() || null };
    try {
      await save.mutateAsync(input);
      setSaved(true);
    } catch (error) {
      setFailure(refusalText(error));
    }
  };
  return (
    <Stack gap="sm" data-testid="tax-item-form">
      {row.passThrough ? <Alert color="yellow">{t('taxSetup.passThrough')}</Alert> : null}
      {row.taxCode === null ? <Alert color="orange" data-testid="tax-item-not-set">{t('taxSetup.notSet')}</Alert> : null}
      <TextInput label={t('taxSetup.taxCode')} value={taxCode} onChange={(e) => setTaxCode(e.currentTarget.value)} maxLength={19} disabled={readOnly} data-testid="tax-code" />
      <Group grow>
        <Select label={t('taxSetup.rate')} data={VAT_RATES.map((r) => ({ value: r, label: ratePercent(r) }))} value={rate} onChange={setRate} disabled={readOnly} data-testid="tax-rate" />
        <Select label={t('taxSetup.policyFlag')} data={POLICIES.map((p) => ({ value: p, label: `${p} ${t(`taxSetup.policies.${p}`)}` }))} value={policy} onChange={setPolicy} clearable placeholder={t('taxSetup.none')} disabled={readOnly} data-testid="tax-policy" />
      </Group>
      <Checkbox label={t('taxSetup.priceIncludesTax')} checked={includes} onChange={(e) => setIncludes(e.currentTarget.checked)} disabled={readOnly} data-testid="tax-includes" />
      <TextInput label={t('taxSetup.goodsName')} placeholder={t('taxSetup.goodsNameHint')} value={goodsName} onChange={(e) => setGoodsName(e.currentTarget.value)} disabled={readOnly} data-testid="tax-goods-name" />
      {failure ? <Alert color="red" data-testid="tax-item-error">{failure}</Alert> : null}
      {saved ? <Text size="sm" c="green" data-testid="tax-item-saved">{t('taxSetup.saved')}</Text> : null}
      {readOnly ? null : (
        <Group justify="flex-end">
          <Button loading={save.isPending} onClick={() => void submit()} data-testid="tax-item-save">{t('taxSetup.save')}</Button>
        </Group>
      )}
    </Stack>
  );
}

function SellerForm({ seller, readOnly }: { seller: TaxSetup['seller']; readOnly: boolean }) {
  const { t } = useTranslation('records');
  const save = useSaveSeller();
  const [form, setForm] = useState<SellerInput>(seller ?? { sellerName: '', sellerTaxId: '', address: '', tel: '', bankAccount: '', clerk: '', mergeMode: 'merged' });
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const field = (key: Exclude<keyof SellerInput, 'mergeMode'>) => (
    <TextInput label={t(`taxSetup.seller.${key}`)} value={form[key] ?? ''} onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })} disabled={readOnly} data-testid={`seller-${key}`} />
  );
  const submit = async () => {
    setFailure(null);
    setSaved(false);
    try {
      await save.mutateAsync(form);
      setSaved(true);
    } catch (error) {
      setFailure(refusalText(error));
    }
  };
  return (
    <Stack gap="sm" data-testid="seller-form">
      {seller === null ? <Alert color="orange">{t('taxSetup.seller.notSet')}</Alert> : null}
      {field('sellerName')}
      {field('sellerTaxId')}
      {field('address')}
      {field('tel')}
      {field('bankAccount')}
      {field('clerk')}
      <Radio.Group label={t('taxSetup.seller.mergeMode')} value={form.mergeMode ?? 'merged'} onChange={(v) => setForm({ ...form, mergeMode: v === 'per_item' ? 'per_item' : 'merged' })}>
        <Stack gap={4} mt={4}>
          <Radio value="merged" label={t('taxSetup.seller.merged')} disabled={readOnly} data-testid="seller-merged" />
          <Radio value="per_item" label={t('taxSetup.seller.perItem')} disabled={readOnly} data-testid="seller-per-item" />
        </Stack>
      </Radio.Group>
      {failure ? <Alert color="red" data-testid="seller-error">{failure}</Alert> : null}
      {saved ? <Text size="sm" c="green" data-testid="seller-saved">{t('taxSetup.saved')}</Text> : null}
      {readOnly ? null : (
        <Group justify="flex-end">
          <Button loading={save.isPending} onClick={() => void submit()} data-testid="seller-save">{t('taxSetup.save')}</Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * 税务设置 of one charge item (收费规则's row action): its 税收分类编码, rate, 含税, 优惠政策 and 开票项目名称, and on a second
 * tab the company's 销方信息 and 开票方式 (one per company, reachable from every row).
 */
export function ChargeItemTaxDrawer({ item, opened, readOnly, onClose }: { item: { id: number; name: string }; opened: boolean; readOnly: boolean; onClose: () => void }) {
  const { t } = useTranslation('records');
  const setup = useTaxSetup(opened);
  const row = setup.data?.items.find((i) => i.itemId === item.id);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={t('taxSetup.title', { name: item.name })} data-testid="charge-item-tax-drawer">
      {setup.isPending ? (
        <Center p="md"><Loader size="sm" /></Center>
      ) : setup.error ? (
        <Alert color="red">{refusalText(setup.error)}</Alert>
      ) : setup.data ? (
        <Tabs defaultValue="item" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="item" data-testid="tax-tab-item">{t('taxSetup.tabItem')}</Tabs.Tab>
            <Tabs.Tab value="seller" data-testid="tax-tab-seller">{t('taxSetup.seller.button')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="item" pt="sm">
            {row ? <ItemForm key={row.itemId} row={row} readOnly={readOnly} /> : <Alert color="red">{t('taxSetup.notFound')}</Alert>}
          </Tabs.Panel>
          <Tabs.Panel value="seller" pt="sm">
            <SellerForm seller={setup.data.seller} readOnly={readOnly} />
          </Tabs.Panel>
        </Tabs>
      ) : null}
    </Drawer>
  );
}
