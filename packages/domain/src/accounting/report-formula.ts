import { Dec, dec } from '../money/decimal';
import type { BalanceDirection } from './charts';

export { BALANCE_SHEET_TEMPLATE, INCOME_STATEMENT_TEMPLATE } from './report-templates';

/**
 * The report-row formula language (note §5), parsed here and never evaluated as code or SQL:
 *   expr := ['-'] term (('+'|'-') term)*
 *   term := number | SUBJ(code[~code], kind[, side]) | ROW(n) | '(' expr ')'
 *   kind := QC 期初 | QM 期末 | JF 本期借方 | DF 本期贷方 | FS 本期净发生 | LJ 本年累计净发生 | NC 年初
 *   side := D (debit-balance subjects only) | C (credit-balance subjects only); balances (QC, QM, NC) only
 * Keywords are case-insensitive; numbers have at most 2 decimals.
 */
export type FormulaKind = 'QC' | 'QM' | 'JF' | 'DF' | 'FS' | 'LJ' | 'NC';
export type FormulaSide = 'ANY' | 'D' | 'C';

export const FORMULA_KINDS: Readonly<Record<FormulaKind, string>> = {
  QC: '期初余额',
  QM: '期末余额',
  JF: '本期借方发生额',
  DF: '本期贷方发生额',
  FS: '本期净发生额',
  LJ: '本年累计净发生额',
  NC: '年初余额',
};

export type FormulaNode =
  | { type: 'number'; value: string }
  | { type: 'subj'; from: string; to: string; kind: FormulaKind; side: FormulaSide; position: number }
  | { type: 'row'; row: number; position: number }
  | { type: 'neg'; operand: FormulaNode }
  | { type: 'add' | 'sub'; left: FormulaNode; right: FormulaNode };

export type FormulaResult = { ok: true; ast: FormulaNode } | { ok: false; message: string; position: number };

export const MAX_FORMULA_LENGTH = 2000;
const MAX_DEPTH = 32;
const BALANCE_KINDS: readonly FormulaKind[] = ['QC', 'QM', 'NC'];

class FormulaError extends Error {
  constructor(
    readonly reason: string,
    readonly position: number,
  ) {
    super(reason);
  }
}

type Token =
  | { t: 'num'; text: string; pos: number }
  | { t: 'word'; text: string; pos: number }
  | { t: '(' | ')' | ',' | '+' | '-' | '~' | 'end'; pos: number };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    if (/\s/.test(ch)) {
      i++;
    } else if (/\d/.test(ch)) {
      const m = /^\d+(\.\d+)?/.exec(text.slice(i));
      const num = m?.[0] ?? ch;
      tokens.push({ t: 'num', text: num, pos: i });
      i += num.length;
    } else if (/[A-Za-z]/.test(ch)) {
      const word = /^[A-Za-z]+/.exec(text.slice(i))?.[0] ?? ch;
      tokens.push({ t: 'word', text: word.toUpperCase(), pos: i });
      i += word.length;
    } else if ('(),+-~'.includes(ch)) {
      tokens.push({ t: ch as '(' | ')' | ',' | '+' | '-' | '~', pos: i });
      i++;
    } else {
      throw new FormulaError(`不能识别的字符“${ch}”`, i);
    }
  }
  tokens.push({ t: 'end', pos: text.length });
  return tokens;
}

class Parser {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.index] ?? { t: 'end', pos: 0 };
  }

  private next(): Token {
    const token = this.peek();
    this.index++;
    return token;
  }

  private expect(t: Token['t'], what: string): Token {
    const token = this.peek();
    if (token.t !== t) throw new FormulaError(`缺少${what}`, token.pos);
    return this.next();
  }

  parse(): FormulaNode {
    if (this.peek().t === 'end') throw new FormulaError('公式不能为空', 0);
    const node = this.expr(0);
    const rest = this.peek();
    if (rest.t !== 'end') throw new FormulaError(rest.t === ')' ? '多余的右括号' : '缺少运算符+或-', rest.pos);
    return node;
  }

  private expr(depth: number): FormulaNode {
    if (depth > MAX_DEPTH) throw new FormulaError('括号嵌套过深', this.peek().pos);
    let node: FormulaNode;
    if (this.peek().t === '-') {
      this.next();
      node = { type: 'neg', operand: this.term(depth) };
    } else {
      node = this.term(depth);
    }
    for (let op = this.peek(); op.t === '+' || op.t === '-'; op = this.peek()) {
      this.next();
      node = { type: op.t === '+' ? 'add' : 'sub', left: node, right: this.term(depth) };
    }
    return node;
  }

  private term(depth: number): FormulaNode {
    const token = this.next();
    if (token.t === 'num') {
      if ((token.text.split('.')[1] ?? '').length > 2) throw new FormulaError('数字最多2位小数', token.pos);
      return { type: 'number', value: token.text };
    }
    if (token.t === '(') {
      const inner = this.expr(depth + 1);
      this.expect(')', '右括号');
      return inner;
    }
    if (token.t === 'word' && token.text === 'SUBJ') return this.subj(token.pos);
    if (token.t === 'word' && token.text === 'ROW') return this.row(token.pos);
    if (token.t === 'word') throw new FormulaError(`未知的函数${token.text}，只能使用SUBJ或ROW`, token.pos);
    if (token.t === 'end') throw new FormulaError('公式不完整', token.pos);
    throw new FormulaError('应为数字、SUBJ、ROW或左括号', token.pos);
  }

  private code(): Token & { t: 'num' } {
    const token = this.peek();
    if (token.t !== 'num' || token.text.includes('.')) throw new FormulaError('科目编码应为数字', token.pos);
    this.next();
    return token;
  }

  private subj(position: number): FormulaNode {
    this.expect('(', '左括号');
    const from = this.code().text;
    let to = from;
    if (this.peek().t === '~') {
      this.next();
      to = this.code().text;
      if (to < from) throw new FormulaError(`科目范围${from}~${to}的起始编码大于结束编码`, position);
    }
    this.expect(',', '逗号和取数类型');
    const kindToken = this.next();
    if (kindToken.t !== 'word' || !(kindToken.text in FORMULA_KINDS))
      throw new FormulaError('取数类型应为QC、QM、JF、DF、FS、LJ或NC', kindToken.pos);
    const kind = kindToken.text as FormulaKind;
    let side: FormulaSide = 'ANY';
    if (this.peek().t === ',') {
      this.next();
      const sideToken = this.next();
      if (sideToken.t !== 'word' || (sideToken.text !== 'D' && sideToken.text !== 'C'))
        throw new FormulaError('方向应为D或C', sideToken.pos);
      if (!BALANCE_KINDS.includes(kind)) throw new FormulaError('方向D或C只适用于QC、QM、NC', sideToken.pos);
      side = sideToken.text;
    }
    this.expect(')', '右括号');
    return { type: 'subj', from, to, kind, side, position };
  }

  private row(position: number): FormulaNode {
    this.expect('(', '左括号');
    const token = this.peek();
    if (token.t !== 'num' || !/^[1-9]\d{0,3}$/.test(token.text)) throw new FormulaError('行号应为正整数', token.pos);
    this.next();
    this.expect(')', '右括号');
    return { type: 'row', row: Number(token.text), position };
  }
}

function failure(reason: string, position: number): FormulaResult {
  return { ok: false, message: `第${position + 1}个字符处：${reason}`, position };
}

/** Parses a formula into its tree, or a Chinese message naming the (1-based) character position. */
export function parseFormula(text: string): FormulaResult {
  if (text.length > MAX_FORMULA_LENGTH) return failure(`公式最多${MAX_FORMULA_LENGTH}个字符`, MAX_FORMULA_LENGTH);
  try {
    return { ok: true, ast: new Parser(tokenize(text)).parse() };
  } catch (error) {
    if (error instanceof FormulaError) return failure(error.reason, error.position);
    throw error;
  }
}

function walk(node: FormulaNode, visit: (n: FormulaNode) => void): void {
  visit(node);
  if (node.type === 'neg') walk(node.operand, visit);
  if (node.type === 'add' || node.type === 'sub') {
    walk(node.left, visit);
    walk(node.right, visit);
  }
}

/** The SUBJ references of a formula, in order. */
export function formulaSubjects(ast: FormulaNode): Extract<FormulaNode, { type: 'subj' }>[] {
  const out: Extract<FormulaNode, { type: 'subj' }>[] = [];
  walk(ast, (n) => {
    if (n.type === 'subj') out.push(n);
  });
  return out;
}

/** The ROW references of a formula, in order. */
export function formulaRows(ast: FormulaNode): Extract<FormulaNode, { type: 'row' }>[] {
  const out: Extract<FormulaNode, { type: 'row' }>[] = [];
  walk(ast, (n) => {
    if (n.type === 'row') out.push(n);
  });
  return out;
}

/**
 * Whether a subject code falls in from~to: its first from.length digits ≥ from and its first
 * to.length digits ≤ to (SUBJ(1122) matches 1122 and 112201; 1001~1012 matches 100101 and 1012).
 */
export function codeInRange(code: string, from: string, to: string): boolean {
  return code.slice(0, from.length) >= from && code.slice(0, to.length) <= to;
}

/**
 * Parses and checks a formula when a report row is saved (A18): every single subject exists in
 * `knownCodes`, every range holds at least one, every ROW names one of `rowNumbers`.
 */
export function validateFormula(
  text: string,
  knownCodes: Iterable<string>,
  rowNumbers: Iterable<number>,
): FormulaResult {
  const parsed = parseFormula(text);
  if (!parsed.ok) return parsed;
  const codes = [...knownCodes];
  const known = new Set(codes);
  for (const s of formulaSubjects(parsed.ast)) {
    if (s.from === s.to && !known.has(s.from)) return failure(`科目${s.from}不存在`, s.position);
    if (s.from !== s.to && !codes.some((c) => codeInRange(c, s.from, s.to)))
      return failure(`科目范围${s.from}~${s.to}中没有科目`, s.position);
  }
  const rows = new Set(rowNumbers);
  for (const r of formulaRows(parsed.ast)) if (!rows.has(r.row)) return failure(`第${r.row}行不存在`, r.position);
  return parsed;
}

/**
 * One subject's figures for a report (元, decimal text). Balances (opening 期初, closing 期末,
 * yearOpening 年初) are signed in the subject's own direction; debit/credit are the period's sums
 * and yearDebit/yearCredit the year's. For an income statement the caller leaves the 结转损益
 * voucher out of the 损益 subjects' movements (else every 损益 subject nets to zero).
 */
export interface SubjectFigures {
  code: string;
  direction: BalanceDirection;
  opening: string;
  closing: string;
  debit: string;
  credit: string;
  yearDebit: string;
  yearCredit: string;
  yearOpening: string;
}

export interface FormulaLookup {
  /** The company's subjects with figures; parents may be present, only leaves are summed. */
  subjects: readonly SubjectFigures[];
  /** The value of another row in the same column (ROW(n)). */
  row?: (n: number) => string;
}

function debitTerms(direction: BalanceDirection, value: string): Dec {
  return direction === 'debit' ? dec(value) : dec(value).negated();
}

const BALANCE_FIELD: Record<'QC' | 'QM' | 'NC', keyof SubjectFigures> = {
  QC: 'opening',
  QM: 'closing',
  NC: 'yearOpening',
};

/**
 * SUBJ's value. Balances with side D: Σ of the debit balances (≥ 0); C: Σ of the credit balances
 * (≥ 0); no side: the net, in the direction of the subject `from` (or the first leaf matched).
 * JF / DF: Σ debit / Σ credit. FS / LJ: the net period / year movement in that direction.
 */
// The leaves of a subject list, in code order, computed once per list (a report evaluates many cells over one list).
const leavesCache = new WeakMap<
  readonly SubjectFigures[],
  { leaves: SubjectFigures[]; byCode: Map<string, SubjectFigures> }
>();

function leavesOf(subjects: readonly SubjectFigures[]): {
  leaves: SubjectFigures[];
  byCode: Map<string, SubjectFigures>;
} {
  const cached = leavesCache.get(subjects);
  if (cached) return cached;
  const prefixes = new Set(
    subjects.flatMap((s) => Array.from({ length: s.code.length - 1 }, (_, i) => s.code.slice(0, i + 1))),
  );
  const leaves = subjects.filter((s) => !prefixes.has(s.code)).sort((a, b) => (a.code < b.code ? -1 : 1));
  const result = { leaves, byCode: new Map(subjects.map((s) => [s.code, s])) };
  leavesCache.set(subjects, result);
  return result;
}

function subjectValue(node: Extract<FormulaNode, { type: 'subj' }>, subjects: readonly SubjectFigures[]): Dec {
  const { leaves, byCode } = leavesOf(subjects);
  const matched = leaves.filter((s) => codeInRange(s.code, node.from, node.to));
  const direction = byCode.get(node.from)?.direction ?? matched[0]?.direction ?? 'debit';
  let sum = new Dec(0);
  for (const s of matched) {
    switch (node.kind) {
      case 'JF':
        sum = sum.plus(dec(s.debit));
        break;
      case 'DF':
        sum = sum.plus(dec(s.credit));
        break;
      case 'FS':
        sum = sum.plus(dec(s.debit).minus(dec(s.credit)));
        break;
      case 'LJ':
        sum = sum.plus(dec(s.yearDebit).minus(dec(s.yearCredit)));
        break;
      default: {
        const d = debitTerms(s.direction, s[BALANCE_FIELD[node.kind]]);
        if (node.side === 'ANY') sum = sum.plus(d);
        else if (node.side === 'D' && d.isPositive()) sum = sum.plus(d);
        else if (node.side === 'C' && d.isNegative()) sum = sum.minus(d);
      }
    }
  }
  if (node.kind === 'JF' || node.kind === 'DF' || node.side !== 'ANY') return sum;
  return direction === 'debit' ? sum : sum.negated();
}

function evaluate(node: FormulaNode, lookup: FormulaLookup): Dec {
  switch (node.type) {
    case 'number':
      return dec(node.value);
    case 'subj':
      return subjectValue(node, lookup.subjects);
    case 'row': {
      const value = lookup.row?.(node.row);
      if (value === undefined) throw new RangeError(`第${node.row}行没有数值`);
      return dec(value);
    }
    case 'neg':
      return evaluate(node.operand, lookup).negated();
    case 'add':
      return evaluate(node.left, lookup).plus(evaluate(node.right, lookup));
    case 'sub':
      return evaluate(node.left, lookup).minus(evaluate(node.right, lookup));
  }
}

/** A formula's value in 元 with 2 decimals, exact (only + and − over 2-decimal figures). */
export function evaluateFormula(ast: FormulaNode, lookup: FormulaLookup): string {
  const value = evaluate(ast, lookup);
  return (value.isZero() ? new Dec(0) : value).toFixed(2);
}
