// Secrets kept in the database (RSA sign-in keys, the JWT secret, generated once and shared by instances).
export { getOrCreateSecret } from './secrets.repo';
export { loadJwtSecret, loadRsaKeys, type RsaKeys } from './secrets.service';
