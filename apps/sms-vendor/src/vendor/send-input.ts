import { mainlandMobile } from '../protocol/phone';
import { messageLength, billedParts } from '../protocol/parts';
import { renderTemplate } from '../protocol/template';
import type { ResolvedOptions, Template } from '../options';
import { CODES, missingParameter, type SmsCode } from './errors';
import { checkParams, parseParamObject, stringObject } from './template-params';

export type Params = Readonly<Record<string, string>>;

/** One number of a call, ready to send: its sign, variables, rendered text and parts. */
export interface Recipient {
  phoneNumber: string;
  phone: string;
  signName: string;
  params: Record<string, string>;
  text: string;
  length: number;
  parts: number;
}

/** What the call asked for, as far as it could be read; the list page records refusals with it. */
export interface SendAsk {
  phoneNumbers: string[];
  signNames: string[];
  templateCode: string;
  template: Template | undefined;
  params: Record<string, string>[];
  outId: string | undefined;
}

export type Prepared =
  { ok: true; ask: SendAsk; recipients: Recipient[] } | { ok: false; ask: SendAsk; refusal: SmsCode };

export const MAX_NUMBERS = 1000;
export const MAX_BATCH = 100;
const MAX_CONTENT = 500;

export function required(params: Params, name: string): string {
  const value = params[name];
  if (value === undefined || value.trim() === '') throw missingParameter(name);
  return value;
}

/** SendSms: PhoneNumbers (comma-separated, ≤ 1000), SignName, TemplateCode, TemplateParam (JSON text), OutId. */
export function readSendSms(options: ResolvedOptions, p: Params): Prepared {
  const numbers = required(p, 'PhoneNumbers')
    .split(',')
    .map((n) => n.trim());
  const signName = required(p, 'SignName');
  const templateCode = required(p, 'TemplateCode');
  const ask: SendAsk = {
    phoneNumbers: numbers,
    signNames: numbers.map(() => signName),
    templateCode,
    template: options.templates.get(templateCode),
    params: [],
    outId: p.OutId,
  };
  if (numbers.length > MAX_NUMBERS) return { ok: false, ask, refusal: CODES.mobileCount };
  const parsed = parseParamObject(p.TemplateParam);
  if (!parsed.ok) return { ok: false, ask, refusal: parsed.refusal };
  ask.params = numbers.map(() => parsed.params);
  return prepare(options, ask);
}

/** SendBatchSms: PhoneNumberJson, SignNameJson (same length), TemplateCode, TemplateParamJson (one object per number). */
export function readSendBatchSms(options: ResolvedOptions, p: Params): Prepared {
  const numbers = jsonStrings(required(p, 'PhoneNumberJson'));
  const signs = jsonStrings(required(p, 'SignNameJson'));
  const templateCode = required(p, 'TemplateCode');
  const ask: SendAsk = {
    phoneNumbers: numbers ?? [],
    signNames: signs ?? [],
    templateCode,
    template: options.templates.get(templateCode),
    params: [],
    outId: p.OutId,
  };
  if (!numbers || !signs) return { ok: false, ask, refusal: CODES.invalidJson };
  if (numbers.length > MAX_BATCH) return { ok: false, ask, refusal: CODES.mobileCount };
  if (signs.length !== numbers.length) return { ok: false, ask, refusal: CODES.invalidParams };
  const paramText = p.TemplateParamJson;
  if (paramText !== undefined && paramText.trim() !== '') {
    let list: unknown;
    try {
      list = JSON.parse(paramText);
    } catch {
      return { ok: false, ask, refusal: CODES.invalidJson };
    }
    if (!Array.isArray(list)) return { ok: false, ask, refusal: CODES.invalidJson };
    const objects = list.map(stringObject);
    if (objects.some((o) => o === undefined)) return { ok: false, ask, refusal: CODES.invalidJson };
    if (objects.length !== numbers.length) return { ok: false, ask, refusal: CODES.invalidParams };
    ask.params = objects as Record<string, string>[];
  } else ask.params = numbers.map(() => ({}));
  return prepare(options, ask);
}

function prepare(options: ResolvedOptions, ask: SendAsk): Prepared {
  const refuse = (refusal: SmsCode): Prepared => ({ ok: false, ask, refusal });
  const phones = ask.phoneNumbers.map(mainlandMobile);
  if (ask.phoneNumbers.length === 0 || phones.some((p) => p === undefined)) return refuse(CODES.mobileIllegal);
  const template = ask.template;
  const signs = ask.signNames.map((s) => options.signs.get(s));
  if (signs.some((s) => s === undefined)) return refuse(CODES.signIllegal);
  if (!template) return refuse(CODES.templateIllegal);
  if (template.type !== '验证码' && signs.some((s) => s?.scene === '验证码')) return refuse(CODES.signScene);
  if (ask.outId !== undefined && ask.outId.length >= 256) return refuse(CODES.paramLength);
  const recipients: Recipient[] = [];
  const seen = new Set<string>();
  for (const [i, phone] of phones.entries()) {
    const params = ask.params[i] ?? {};
    const problem = checkParams(template, params);
    if (problem) return refuse(problem);
    // One call sends once to a number however often it is listed (a call counts once, note §5).
    if (!phone || seen.has(phone)) continue;
    seen.add(phone);
    const signName = ask.signNames[i] ?? '';
    const text = renderTemplate(template.text, params);
    if ([...text].length > MAX_CONTENT) return refuse(CODES.paramLength);
    const length = messageLength(signName, text);
    recipients.push({
      phoneNumber: ask.phoneNumbers[i] ?? phone,
      phone,
      signName,
      params,
      text,
      length,
      parts: billedParts(length),
    });
  }
  return { ok: true, ask, recipients };
}

function jsonStrings(text: string): string[] | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;
  } catch {
    return undefined;
  }
}
