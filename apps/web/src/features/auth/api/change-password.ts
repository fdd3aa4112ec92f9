import { changeAccountPassword, changeRootPassword, changeSaPassword, changeSuperPassword, type PasswordChangeInput } from '@pm/contracts';
import { api } from '../../../api/client';
import { getUser } from '../../../shared/session';

/** The password change goes to a different call per role (spec 6): sa, super, root; everyone else the account call. */
export async function changePassword(input: Required<PasswordChangeInput>): Promise<void> {
  const user = getUser();
  if (!user) return;
  if (user.role === 'super') await api(changeSuperPassword, input);
  else if (user.role === 'sa') await api(changeSaPassword, input);
  else if (user.role === 'root') await api(changeRootPassword, input);
  else await api(changeAccountPassword, { ...input, id: user.userId });
}
