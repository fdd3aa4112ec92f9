// The text rules of outbound messages (notes/messages.md §5, §7): template variables, rendering, SMS length and
// parts, the WeChat value limits. Pure functions shared by the server (checks when saved and sent) and the web
// (the length shown while typing).

export type TextChannel = 'sms' | 'wechat';

/** SMS templates write `${name}` (Aliyun); WeChat 类目模板 write `{{thing1.DATA}}`. */
const VARIABLE: Record<TextChannel, RegExp> = {
  sms: /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g,
  wechat: /\{\{([A-Za-z_][A-Za-z0-9_]*)\.DATA\}\}/g,
};

/** The template's variable names in order of first appearance. */
export function templateVariables(channel: TextChannel, text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(VARIABLE[channel])) if (!names.includes(m[1]!)) names.push(m[1]!);
  return names;
}

/** The template's text with each variable replaced by its value (a missing value leaves it empty). */
export function fillTemplate(channel: TextChannel, text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE[channel], (_, name: string) => values[name] ?? '');
}

/** Our placeholders, `{房屋}`, filled from `values`; an unknown one is left as typed. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([\u4e00-\u9fa5A-Za-z]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The placeholders a text uses, `{房屋}` → 房屋. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([\u4e00-\u9fa5A-Za-z]+)\}/g)].map((m) => m[1]!))];
}

/** Characters as the gateway counts them: each Chinese character, letter, digit or punctuation mark is one. */
export function smsLength(signName: string, content: string): number {
  return [...`【${signName}】${content}`].length;
}

/** Billed parts: up to 70 characters is one message, longer ones go in parts of 67 (160 → 3). */
export function smsParts(length: number): number {
  return length <= 70 ? 1 : Math.ceil(length / 67);
}

/** An SMS template's text is at most 500 characters (notes §5). */
export const SMS_TEMPLATE_MAX = 500;
/** A notice variable's value, at most (the gateway's per-variable limit we follow, notes §5). */
export const SMS_VALUE_MAX = 35;

const WECHAT_LIMITS: Record<string, number> = { thing: 20, character_string: 32, number: 32, letter: 32, symbol: 5, phrase: 5, name: 10, phone_number: 17, car_number: 8 };

/** A WeChat 类目模板 key's type: `thing1` → thing. */
export function wechatKeyType(key: string): string {
  return key.replace(/\d+$/, '');
}

/**
 * A value as WeChat accepts it for its key's type (notes §7): `thing` and the other length-limited types are cut
 * to their limit with an ellipsis, so a long house name does not refuse the whole message (47003).
 */
export function fitWechatValue(key: string, value: string): string {
  const limit = WECHAT_LIMITS[wechatKeyType(key)];
  const chars = [...value];
  if (limit === undefined || chars.length <= limit) return value;
  return `${chars.slice(0, limit - 1).join('')}…`;
}

/** The WeChat key types a template may use (notes §7). */
export const WECHAT_KEY_TYPES = ['thing', 'number', 'letter', 'symbol', 'character_string', 'time', 'date', 'amount', 'phone_number', 'car_number', 'name', 'phrase'] as const;
