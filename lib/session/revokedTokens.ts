import 'server-only';
import { createHash } from 'node:crypto';
import { store, storeKey } from '@/lib/store/store';

/** Longest a platform token lives (the session cookie's lifetime): a revocation need not outlive it. */
export const TOKEN_LIFETIME_MS = 7 * 24 * 3600 * 1000;

// The store holds a digest, never the token itself.
const keyOf = (token: string) => storeKey('revoked', createHash('sha256').update(token).digest('base64url'));

/**
 * A token the platform said is gone, or one whose sign-out the platform did not confirm: refused from now on by
 * every replica, whatever cookie still carries it.
 */
export async function revokeToken(token: string, ttlMs = TOKEN_LIFETIME_MS): Promise<void> {
  await store().set(keyOf(token), '1', ttlMs);
}

export async function isRevoked(token: string): Promise<boolean> {
  return (await store().get(keyOf(token))) !== null;
}
