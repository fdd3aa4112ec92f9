import { nuonuoError } from './errors';

/** Reads the fields of a JSON object the way the platform does: strings, or numbers taken as their text. */
export class Fields {
  constructor(
    private readonly value: Record<string, unknown>,
    private readonly path: string,
  ) {}

  static of(value: unknown, path: string): Fields {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw nuonuoError('param', `${path} 应为对象`);
    return new Fields(value as Record<string, unknown>, path);
  }

  at(name: string): string {
    return `${this.path}.${name}`;
  }

  /** The text of a field, trimmed; '' when absent or null. */
  text(name: string, max = 200): string {
    const v = this.value[name];
    if (v === undefined || v === null) return '';
    if (typeof v !== 'string' && typeof v !== 'number') throw nuonuoError('param', `${this.at(name)} 应为字符串`);
    const text = String(v).trim();
    if (text.length > max) throw nuonuoError('param', `${this.at(name)} 超过 ${max} 个字符`);
    return text;
  }

  required(name: string, max = 200): string {
    const text = this.text(name, max);
    if (text === '') throw nuonuoError('param', `${this.at(name)} 不能为空`);
    return text;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback?: T): T {
    const text = this.text(name);
    if (text === '' && fallback !== undefined) return fallback;
    if (!(allowed as readonly string[]).includes(text))
      throw nuonuoError('param', `${this.at(name)} 应为 ${allowed.join('、')} 之一`);
    return text as T;
  }

  list(name: string): unknown[] {
    const v = this.value[name];
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v)) throw nuonuoError('param', `${this.at(name)} 应为数组`);
    return v;
  }

  has(name: string): boolean {
    const v = this.value[name];
    return v !== undefined && v !== null && v !== '';
  }
}
