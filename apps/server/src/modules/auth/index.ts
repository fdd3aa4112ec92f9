// The auth module's public surface: other modules import from here, never from the files beside it.
export type { AuthStore } from './auth-store';
export { findUserProfile, type UserProfile } from './auth.repo';
export { hashPassword, verifyPassword } from './password-hash';
export { toUserInformation } from './user-info';
export { TokenService } from './token.service';
