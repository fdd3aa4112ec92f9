import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** A house's message as GET /api/outbound/houses/:id/messages answers it (a delivered 催缴 by SMS unless told). */
export const houseMessage = (id: number, over: Record<string, unknown> = {}) => ({
  id, batchId: 7, purpose: 'dunning', channel: 'sms', houseId: 11, houseName: '1栋0101', recipientName: '张三', address: '13800008000', templateName: '催缴短信',
  content: '【安居物业】张三您好，您的房屋1栋0101尚欠物业费230.25元。', amount: '230.25', state: 'delivered', reason: null, parts: 1, cost: '0.0450', attempts: 1,
  createdAt: '2026-11-20T01:30:00.000Z', notBefore: null, sentAt: '2026-11-20T01:31:00.000Z', deliveredAt: '2026-11-20T01:31:09.000Z', createdByName: '王收费', resendOf: null, ...over,
});

/** The shell's routes as far as the link to 消息发送 needs them. */
export function WithMessagesMenu({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  useState(() => client.setQueryData(['shell'], { routes: [{ component: 'charging/ops/messages', path: '/charging/ops/messages' }] }));
  return <>{children}</>;
}
