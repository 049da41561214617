/**
 * Longest a session lives: the sealed cookie's lifetime, the cap on the platform token's own, and how long a
 * revoked token must stay refused. Declared once so the three cannot drift.
 */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 3600;
