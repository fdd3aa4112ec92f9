import { describe, expect, it, test } from 'vitest';
import { canSavePasswordForm, checkPasswordChange, PASSWORD_RULES, type PasswordChangeForm } from './password-rules';

const good: PasswordChangeForm = { username: 'emp01', old: 'Demo@2026', pwd: 'New#2026a', pwd2: 'New#2026a' };

describe('change-password rules (spec 5), in order, first failure wins', () => {
  test.each<[string, PasswordChangeForm, string]>([
    ['username required', { ...good, username: '' }, '请输入用户名！'],
    ['username blank counts as missing', { ...good, username: '   ' }, '请输入用户名！'],
    ['username required before everything else', {}, '请输入用户名！'],
    ['old password required', { ...good, old: '' }, '请输入原密码！'],
    ['old before new', { username: 'emp01' }, '请输入原密码！'],
    ['new password required', { ...good, pwd: undefined }, '请输入新密码！'],
    ['new before confirmation', { username: 'emp01', old: 'x' }, '请输入新密码！'],
    ['confirmation required', { ...good, pwd2: '' }, '请输入确认密码！'],
    ['new and confirmation must match', { ...good, pwd2: 'New#2026b' }, '新密码和确认密码不一致！'],
    ['mismatch wins over a too-short password', { ...good, pwd: 'a1#', pwd2: 'a1#x' }, '新密码和确认密码不一致！'],
    ['too short (5)', { ...good, pwd: 'a1#bc', pwd2: 'a1#bc' }, '新密码最少6个字符，最多18个字符！'],
    [
      'too long (19)',
      { ...good, pwd: 'a1#bcdefghijklmnopq', pwd2: 'a1#bcdefghijklmnopq' },
      '新密码最少6个字符，最多18个字符！',
    ],
    ['length wins over the character mix', { ...good, pwd: 'abc', pwd2: 'abc' }, '新密码最少6个字符，最多18个字符！'],
    ['no digit', { ...good, pwd: 'abc#def', pwd2: 'abc#def' }, '密码必须包含数字、字母、特殊符号！'],
    ['no letter', { ...good, pwd: '123#456', pwd2: '123#456' }, '密码必须包含数字、字母、特殊符号！'],
    ['no special symbol', { ...good, pwd: 'abc12345', pwd2: 'abc12345' }, '密码必须包含数字、字母、特殊符号！'],
    [
      'a Chinese character is not a special symbol',
      { ...good, pwd: 'abc123中文', pwd2: 'abc123中文' },
      '密码必须包含数字、字母、特殊符号！',
    ],
    [
      'character mix wins over a short username',
      { ...good, username: 'a', pwd: 'abcdefg', pwd2: 'abcdefg' },
      '密码必须包含数字、字母、特殊符号！',
    ],
    ['new username at least two characters', { ...good, username: 'a' }, '用户名至少两位！'],
  ])('%s', (_name, form, msg) => {
    expect(checkPasswordChange(form)?.msg).toBe(msg);
  });

  test.each<[string, PasswordChangeForm]>([
    ['a good form', good],
    ['exactly 6 characters', { ...good, pwd: 'a1#bcd', pwd2: 'a1#bcd' }],
    ['exactly 18 characters', { ...good, pwd: 'a1#bcdefghijklmnop', pwd2: 'a1#bcdefghijklmnop' }],
    ['a two-character username', { ...good, username: 'ab' }],
  ])('passes %s', (_name, form) => {
    expect(checkPasswordChange(form)).toBeUndefined();
  });

  it('keeps the spec order of the messages', () => {
    expect(PASSWORD_RULES.map((r) => r.msg)).toEqual([
      '请输入用户名！',
      '请输入原密码！',
      '请输入新密码！',
      '请输入确认密码！',
      '新密码和确认密码不一致！',
      '新密码最少6个字符，最多18个字符！',
      '密码必须包含数字、字母、特殊符号！',
      '用户名至少两位！',
    ]);
  });

  it('names the failing field', () => {
    expect(checkPasswordChange({ ...good, pwd2: 'x' })?.field).toBe('pwd2');
    expect(checkPasswordChange({ ...good, username: 'a' })?.field).toBe('username');
  });

  it('enables save only when all four fields are filled', () => {
    expect(canSavePasswordForm(good)).toBe(true);
    expect(canSavePasswordForm({ ...good, pwd2: '' })).toBe(false);
  });
});
