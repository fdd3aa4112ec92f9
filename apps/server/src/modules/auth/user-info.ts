import type { Role, UserInformation } from '@pm/contracts';
import type { UserProfile } from './auth.repo';

/** Default logo when the company has none (the site logo). */
const DEFAULT_LOGO = '/logo.svg';

export function toUserInformation(p: UserProfile): UserInformation {
  return {
    userId: p.user.id,
    role: p.user.role as Role,
    name: p.user.name,
    accountName: p.user.username,
    company: p.user.companyId,
    companyNick: p.companyNick,
    logo: p.companyLogo ?? DEFAULT_LOGO,
    job: p.jobName ?? '',
    menuStyle: p.user.menuStyle,
    hasCallCenter: p.hasCallCenter,
    callCenterLoggedIn: p.user.callCenterLoggedIn,
    mustChangePassword: p.user.mustChangePassword,
  };
}
