import type { Role } from '@pm/contracts';

/** Who is calling: read from a verified token by the identity module. */
export interface Session {
  userId: number;
  companyId: number;
  role: Role;
  username: string;
  jti: string;
  /** Token expiry, seconds since the epoch. */
  exp: number;
  mustChangePassword: boolean;
  /**
   * The menu stamp read with the session (the same round trip as the revocation check): the person's menus and rights
   * are kept per stamp (modules/menu), so no request reads grants while none has changed.
   */
  menuStamp: number;
}
