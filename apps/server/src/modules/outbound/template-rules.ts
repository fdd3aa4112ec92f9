import {
  COMMON_PLACEHOLDERS,
  LINK_PLACEHOLDERS,
  MESSAGE_PURPOSE_LABELS,
  PURPOSE_PLACEHOLDERS,
  type MessagePurpose,
  type MessageTemplateInput,
} from '@pm/contracts';
import { fillTemplate, placeholdersIn, SMS_TEMPLATE_MAX, smsLength, templateVariables, WECHAT_KEY_TYPES, wechatKeyType } from '@pm/domain';
import type { z } from 'zod';
import { outboundErrors } from './outbound.errors';

type Input = z.output<typeof MessageTemplateInput>;

/**
 * A template's text and variables as the vendor will take them (notes §3, §5, §7): every variable of the text mapped
 * and no mapping without a variable; values only of the purpose's placeholders; SMS: a TemplateCode, no 【】 (the
 * gateway adds the sign), no link in a variable (isv.PARAM_NOT_SUPPORT_URL), at most 500 characters; WeChat: typed
 * keys (thing1, amount2 …). The first problem is thrown at its field.
 */
export function checkTemplate(input: Input): void {
  if (input.channel === 'sms' && !/^SMS_\w{1,60}$/.test(input.vendorCode)) throw outboundErrors.field('vendorCode', '短信模板编号应形如 SMS_153055065');
  if (input.channel === 'wechat' && !/^[\w-]{10,64}$/.test(input.vendorCode)) throw outboundErrors.field('vendorCode', '微信模板ID应为10-64位字母、数字、-或_');
  if (input.channel === 'sms') {
    if (/[【】]/.test(input.text)) throw outboundErrors.field('text', '短信模板内容不能含【】，签名由网关自动加上');
    if ([...input.text].length > SMS_TEMPLATE_MAX) throw outboundErrors.field('text', `短信模板内容最多${SMS_TEMPLATE_MAX}个字符`);
  }
  const variables = templateVariables(input.channel, input.text);
  if (variables.length === 0)
    throw outboundErrors.field('text', input.channel === 'sms' ? '模板内容中没有变量（形如${house}）' : '模板内容中没有关键词（形如{{thing1.DATA}}）');
  const keys = input.variables.map((v) => v.key);
  const duplicate = keys.find((k, i) => keys.indexOf(k) !== i);
  if (duplicate) throw outboundErrors.field('variables', `变量${duplicate}重复`);
  const missing = variables.find((v) => !keys.includes(v));
  if (missing) throw outboundErrors.field('variables', `请为变量${missing}选择取值`);
  const extra = keys.find((k) => !variables.includes(k));
  if (extra) throw outboundErrors.field('variables', `模板内容中没有变量${extra}`);
  if (input.channel === 'wechat') {
    const untyped = keys.find((k) => !(WECHAT_KEY_TYPES as readonly string[]).includes(wechatKeyType(k)));
    if (untyped) throw outboundErrors.field('variables', `微信关键词${untyped}的类型不正确（应如thing1、amount2、time3）`);
  }
  const allowed = allowedPlaceholders(input.purpose);
  for (const v of input.variables) {
    const unknown = placeholdersIn(v.value).find((p) => !allowed.includes(p));
    if (unknown) throw outboundErrors.field('variables', `“${MESSAGE_PURPOSE_LABELS[input.purpose]}”模板不能使用占位符{${unknown}}`);
    if (input.channel === 'sms' && placeholdersIn(v.value).some((p) => (LINK_PLACEHOLDERS as readonly string[]).includes(p)))
      throw outboundErrors.field('variables', '短信变量不能是链接（网关不接受），请把业主端地址写在报备的模板内容中');
  }
}

export function allowedPlaceholders(purpose: MessagePurpose): string[] {
  return [...COMMON_PLACEHOLDERS, ...PURPOSE_PLACEHOLDERS[purpose]];
}

/** SMS: characters with the sign, of the text with its variables empty; null for WeChat or no sign. */
export function templateLength(channel: string, text: string, signName: string | undefined): number | null {
  if (channel !== 'sms' || signName === undefined) return null;
  return smsLength(signName, fillTemplate('sms', text, {}));
}

