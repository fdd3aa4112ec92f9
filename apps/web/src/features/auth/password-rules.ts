import { canSavePasswordForm, checkPasswordChange, type PasswordChangeForm } from '@pm/domain';

/**
 * The change-password rules of packages/domain in the spec's order: the first failing message,
 * and whether the username field is cleared (用户名至少两位！ clears it).
 */
export function checkPasswordForm(form: Required<PasswordChangeForm>): { message: string; clearUsername: boolean } | null {
  const failure = checkPasswordChange(form);
  if (!failure) return null;
  return { message: failure.msg, clearUsername: failure.msg === '用户名至少两位！' };
}

export { canSavePasswordForm };
