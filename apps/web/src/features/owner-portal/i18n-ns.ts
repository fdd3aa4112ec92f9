/**
 * The strings of the signed-in portal: a namespace of their own (locales/signed-in), fetched with the signed-in chunk,
 * so the sign-in page (the first screen, ≤ 120 KB of script) carries only its own.
 */
export const SIGNED_IN_NS = 'owner-portal-signed-in';
