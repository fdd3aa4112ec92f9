import { MENU_FUNCTIONS } from '@pm/contracts';

// One line of text for an operation log row's detail. A refusal (拒绝访问) reads as where it was
// tried, which function it needed and from which address; a change of 员工权限 as the items granted
// and taken away; other details as their fields.

const functionTitle = (name: string): string => (MENU_FUNCTIONS as Record<string, string>)[name] ?? name;

interface Refusal {
  method?: unknown;
  path?: unknown;
  functions?: unknown;
  ip?: unknown;
}

const valueText = (v: unknown): string =>
  v === null || v === undefined
    ? ''
    : typeof v === 'string'
      ? v
      : typeof v === 'number' || typeof v === 'boolean'
        ? v.toString()
        : (JSON.stringify(v) ?? '');

const MAX = 160;

/** The screen's words for a change of grants (i18n). */
export interface GrantWords {
  granted: string;
  revoked: string;
  none: string;
}

interface GrantChange {
  granted?: unknown;
  revoked?: unknown;
}

const isGrantChange = (d: object): d is GrantChange & { granted: unknown[]; revoked: unknown[] } =>
  Array.isArray((d as GrantChange).granted) && Array.isArray((d as GrantChange).revoked);

function grantText(d: { granted: unknown[]; revoked: unknown[] }, words: GrantWords): string {
  const list = (items: unknown[]) => (items.length === 0 ? words.none : items.map(valueText).join('、'));
  return `${words.granted}：${list(d.granted)}；${words.revoked}：${list(d.revoked)}`;
}

function refusalText(d: Refusal): string {
  const where = [d.method, d.path].filter((p) => typeof p === 'string').join(' ');
  const needed = Array.isArray(d.functions) ? d.functions.map((f) => functionTitle(String(f))).join('、') : '';
  return [where, needed, typeof d.ip === 'string' ? d.ip : ''].filter(Boolean).join(' · ');
}

export function logDetailText(action: string, detail: unknown, words: GrantWords): string {
  if (detail === null || detail === undefined) return '';
  if (typeof detail !== 'object') return valueText(detail);
  const text =
    action === 'denied'
      ? refusalText(detail)
      : isGrantChange(detail)
        ? grantText(detail, words)
        : Array.isArray(detail)
        ? detail.map(valueText).join('，')
        : Object.entries(detail)
            .filter(([, v]) => v !== null && v !== undefined)
            .map(([k, v]) => `${k}: ${valueText(v)}`)
            .join('，');
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}
