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
}
