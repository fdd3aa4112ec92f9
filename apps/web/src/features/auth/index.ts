import { lazy } from 'react';

export { LoginPanel, redirectTarget } from './components/login-panel';
export { signIn, NO_PUBLIC_KEY, ENCRYPTION_FAILED } from './api/sign-in';
/** Loaded with the signed-in shell, not with the login route. */
export const ChangePasswordModal = lazy(() => import('./components/change-password-modal').then((m) => ({ default: m.ChangePasswordModal })));
