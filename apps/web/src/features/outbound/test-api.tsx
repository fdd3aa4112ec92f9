import { useEffect } from 'react';
import { finishDialog, useDialogQueue } from '../../shared/dialogs';
import { ok, refusal, stubApi, type Answer, type Call } from '../../test/stub-api';
import { json } from '../../test/responses';

export { ok, stubApi, type Answer, type Call };
/** A refusal as the server sends it, with an outbound error code unless told. */
export const refuse = (status: number, msg: string, errorCode = 'outbound.refused') => refusal(status, msg, errorCode);
/** A 400 with field details, as parseInput answers. */
export const invalid = (details: { path: string; message: string }[]) =>
  json(400, { code: 400, msg: `${details[0]?.path}：${details[0]?.message}`, errorCode: 'validation.failed', details });

export const estates = [{ id: 1, code: 'E01', name: '安居花园' }];

export const message = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  batchId: 7,
  purpose: 'dunning',
  channel: 'sms',
  houseId: 11,
  houseName: '1栋0101',
  recipientName: '张三',
  address: '13800008000',
  templateName: '催缴短信',
  content: '【安居物业】张三您好，您的房屋1栋0101尚欠物业费230.25元，请及时缴纳。',
  amount: '230.25',
  state: 'delivered',
  reason: null,
  parts: 1,
  cost: '0.0450',
  attempts: 1,
  createdAt: '2026-11-20T01:30:00.000Z',
  notBefore: null,
  sentAt: '2026-11-20T01:30:05.000Z',
  deliveredAt: '2026-11-20T01:30:09.000Z',
  createdByName: '王收费',
  resendOf: null,
  ...over,
});
export const messagePage = (rows: unknown[], counts: Record<string, number> = {}) => ({ total: rows.length, page: 1, size: 20, rows, counts });

export const template = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  purpose: 'dunning',
  channel: 'sms',
  name: '催缴短信',
  vendorCode: 'SMS_100001',
  text: '${name}您好，您的房屋${house}尚欠物业费${amount}元，请及时缴纳。',
  variables: [
    { key: 'name', value: '{业主}' },
    { key: 'house', value: '{房屋}' },
    { key: 'amount', value: '{欠费金额}' },
  ],
  enabled: true,
  length: 28,
  updatedAt: '2026-11-01T02:00:00.000Z',
  updatedByName: '王收费',
  used: 0,
  ...over,
});

export const settings = (over: Record<string, unknown> = {}) => ({
  quietHours: true,
  quietStart: '21:00',
  quietEnd: '08:00',
  remindDays: 3,
  paidNotice: true,
  wechatFallbackSms: false,
  smsPartPrice: '0.0450',
  smsSignName: '安居物业',
  smsEnabled: true,
  wechatEnabled: false,
  ...over,
});

/** Answers the shell's confirm dialog (a component test has no shell), telling what it asked. */
export function DialogAnswer({ answer, onAsked }: { answer: boolean; onAsked?: (message: string | undefined) => void }) {
  const request = useDialogQueue();
  useEffect(() => {
    if (!request || request.kind !== 'confirm') return;
    onAsked?.(request.message);
    request.resolve(answer);
    finishDialog(request);
  }, [request, answer, onAsked]);
  return null;
}
