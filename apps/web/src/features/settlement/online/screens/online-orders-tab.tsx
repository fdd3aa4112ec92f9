import { Stack } from '@mantine/core';
import type { ScreenProps } from '../../../../shared/screen';
import { useUser } from '../../../../shared/session';
import { PayOrdersList } from '../components/pay-orders-list';
import { PaySettingsForm } from '../components/pay-settings-form';

/** Who may change 线上收款设置 (the server's rule for PUT /api/pay/settings). */
const SETTINGS_ROLES = ['sa', 'super'];

/** 线上收款, a tab of 结算汇总: the company's 支付单 and 线上收款设置 (saved by sa and super; read by the others). */
export default function OnlineOrdersTab({ readOnly }: ScreenProps) {
  const user = useUser();
  const editable = !readOnly && user !== null && SETTINGS_ROLES.includes(user.role);
  return (
    <Stack gap="md" data-testid="online-orders-tab">
      <PayOrdersList />
      <PaySettingsForm editable={editable} />
    </Stack>
  );
}
