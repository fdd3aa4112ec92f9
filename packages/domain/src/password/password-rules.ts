/** The change-password form (spec 3): username (kept or new), old, new and confirmation. */
export interface PasswordChangeForm {
  username?: string | undefined;
  old?: string | undefined;
  pwd?: string | undefined;
  pwd2?: string | undefined;
}

export type PasswordField = 'username' | 'old' | 'pwd' | 'pwd2';

export interface PasswordRuleFailure {
  field: PasswordField;
  /** The spec's exact message. */
  msg: string;
}

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 18;
export const USERNAME_MIN_LENGTH = 2;
export const PASSWORD_HINT = '6-18位，必须包含数字、字母、特殊符号';

const blank = (v: string | undefined) => v === undefined || v.trim() === '';
/** Length in characters (code points), so a symbol outside the BMP counts once. */
const length = (v: string) => Array.from(v).length;
const hasDigit = (v: string) => /\d/.test(v);
const hasLetter = (v: string) => /[A-Za-z]/.test(v);
/** Special symbols: printable ASCII punctuation (space, letters and digits are not). */
const hasSymbol = (v: string) => /[!-/:-@[-`{-~]/.test(v);

/**
 * The rules of spec section 5 in the spec's order; the first failing one wins.
 * The username check applies to the value entered (a new username must have at least 2 characters).
 */
export const PASSWORD_RULES: readonly {
  field: PasswordField;
  msg: string;
  fails: (f: PasswordChangeForm) => boolean;
}[] = [
  { field: 'username', msg: '请输入用户名！', fails: (f) => blank(f.username) },
  { field: 'old', msg: '请输入原密码！', fails: (f) => blank(f.old) },
  { field: 'pwd', msg: '请输入新密码！', fails: (f) => blank(f.pwd) },
  { field: 'pwd2', msg: '请输入确认密码！', fails: (f) => blank(f.pwd2) },
  { field: 'pwd2', msg: '新密码和确认密码不一致！', fails: (f) => f.pwd !== f.pwd2 },
  {
    field: 'pwd',
    msg: '新密码最少6个字符，最多18个字符！',
    fails: (f) => length(f.pwd ?? '') < PASSWORD_MIN_LENGTH || length(f.pwd ?? '') > PASSWORD_MAX_LENGTH,
  },
  {
    field: 'pwd',
    msg: '密码必须包含数字、字母、特殊符号！',
    fails: (f) => !(hasDigit(f.pwd ?? '') && hasLetter(f.pwd ?? '') && hasSymbol(f.pwd ?? '')),
  },
  { field: 'username', msg: '用户名至少两位！', fails: (f) => length((f.username ?? '').trim()) < USERNAME_MIN_LENGTH },
];

/** The first failing rule, or undefined when the form passes every rule. */
export function checkPasswordChange(form: PasswordChangeForm): PasswordRuleFailure | undefined {
  const rule = PASSWORD_RULES.find((r) => r.fails(form));
  return rule ? { field: rule.field, msg: rule.msg } : undefined;
}

/** Save is enabled only when all four fields are filled (spec 5). */
export function canSavePasswordForm(form: PasswordChangeForm): boolean {
  return !blank(form.username) && !blank(form.old) && !blank(form.pwd) && !blank(form.pwd2);
}
