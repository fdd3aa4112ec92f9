import { capitalAmount, chinaDateTime, dec, fillPlaceholders, fillTemplate, fitWechatValue, ORDER_STATE_LABELS, SMS_VALUE_MAX, smsLength, smsParts, type OrderState } from '@pm/domain';
import type { TemplateRow } from './templates.repo';
import type { DueFigures, HouseFigures } from './recipients.repo';

/** A message as the vendor takes it and the owner reads it. */
export interface Composed {
  content: string;
  params: Record<string, string>;
  parts: number;
  url: string | null;
}

const cut = (value: string, max: number) => ([...value].length <= max ? value : `${[...value].slice(0, max - 1).join('')}…`);

/**
 * The template filled for one recipient: each vendor variable from its placeholder text, cut to what the vendor
 * takes (an SMS variable to 35 characters, a WeChat value to its key type's limit), the text as read (an SMS with its
 * sign) and its billed parts.
 */
export function compose(template: Pick<TemplateRow, 'channel' | 'text' | 'variables'>, values: Record<string, string>, signName: string): Composed {
  const sms = template.channel === 'sms';
  const params = Object.fromEntries(
    template.variables.map((v) => {
      const value = fillPlaceholders(v.value, values);
      return [v.key, sms ? cut(value, SMS_VALUE_MAX) : fitWechatValue(v.key, value)];
    }),
  );
  const body = fillTemplate(sms ? 'sms' : 'wechat', template.text, params);
  return {
    content: sms ? `【${signName}】${body}` : body,
    params,
    parts: sms ? smsParts(smsLength(signName, body)) : 1,
    url: sms ? null : (values['缴费链接'] ?? null),
  };
}

const money = (amount: string) => dec(amount).toFixed(2);

export function dunningValues(f: HouseFigures, ownerName: string, link: string): Record<string, string> {
  return {
    房屋: f.houseName,
    业主: ownerName,
    物业公司: f.companyName,
    欠费金额: money(f.open),
    欠费金额大写: capitalAmount(money(f.open)),
    最早欠费日期: f.oldestDueDate ?? '',
    欠费月数: String(f.months),
    缴费链接: link,
  };
}

export function reminderValues(f: DueFigures, ownerName: string, dueDate: string, link: string): Record<string, string> {
  return {
    房屋: f.houseName,
    业主: ownerName,
    物业公司: f.companyName,
    应缴金额: money(f.open),
    应缴金额大写: capitalAmount(money(f.open)),
    截止日期: dueDate,
    费用月份: f.periods,
    缴费链接: link,
  };
}

export function paidValues(p: { houseName: string; companyName: string; total: string; receiptNumber: string | null; createdAt: Date }, ownerName: string): Record<string, string> {
  return {
    房屋: p.houseName,
    业主: ownerName,
    物业公司: p.companyName,
    缴费金额: money(p.total),
    缴费金额大写: capitalAmount(money(p.total)),
    收据号: p.receiptNumber ?? '',
    缴费时间: chinaDateTime(p.createdAt),
  };
}

/** What an owner reads of a repair's step (处理状态): the step, and what comes next when it waits on them. */
export function repairStateText(action: string, toState: string): string {
  switch (action) {
    case 'accept':
      return '维修人员已接单';
    case 'arrive':
      return '维修人员已到场';
    case 'finish':
      return toState === 'awaiting_payment' ? '已完工，请支付维修费用' : toState === 'awaiting_rating' ? '已完工，请评价' : '已完工';
    case 'pause':
      return '暂停处理';
    case 'resume':
      return '已恢复处理';
    case 'cancel':
      return '已取消';
    default:
      return toState === 'closed' ? '已办结' : (ORDER_STATE_LABELS[toState as OrderState] ?? toState);
  }
}

/** The values of a 报修进度 message (the content cut to 20 characters: a variable of an SMS is short). */
export function repairValues(p: { houseName: string; companyName: string; orderNumber: string; content: string; action: string; toState: string }, ownerName: string): Record<string, string> {
  const chars = [...p.content.replace(/\s+/g, ' ').trim()];
  return {
    房屋: p.houseName,
    业主: ownerName,
    物业公司: p.companyName,
    单号: p.orderNumber,
    报事内容: chars.length > 20 ? `${chars.slice(0, 19).join('')}…` : chars.join(''),
    处理状态: repairStateText(p.action, p.toState),
  };
}
