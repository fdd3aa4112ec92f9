import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openReceipt } from '../api/receipt';
import { errorText } from '../sign-in-fns';
import { SIGNED_IN_NS } from '../i18n-ns';

/** 查看收据: the 电子收据 PDF fetched with the owner's token and opened (saved) from an object URL. */
export function ReceiptButton({ receiptId, receiptNo, label, testId }: { receiptId: number; receiptNo: string | null; label: string; testId?: string }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useTranslation(SIGNED_IN_NS);
  const open = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await openReceipt(receiptId, receiptNo);
    } catch (error) {
      setFailure(errorText(error) || t('order.noReceipt'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="light" loading={busy} onClick={() => void open()} data-testid={testId}>
        {label}
      </Button>
      {failure ? (
        <Text size="xs" c="red">
          {failure}
        </Text>
      ) : null}
    </>
  );
}
