import 'server-only';
import { createHash } from 'node:crypto';
import { store, storeKey } from '@/lib/store/store';
import { SESSION_LIFETIME_SECONDS } from './lifetime';

// The store holds a digest, never the token itself.
const keyOf = (token: string) => storeKey('revoked', createHash('sha256').update(token).digest('base64url'));

/**
 * A token the platform said is gone, or one whose sign-out the platform did not confirm: refused from now on by
 * every replica, whatever cookie still carries it; it need not outlive the longest session.
 */
export async function revokeToken(token: string, ttlMs = SESSION_LIFETIME_SECONDS * 1000): Promise<void> {
  await store().set(keyOf(token), '1', ttlMs);
}

export async function isRevoked(token: string): Promise<boolean> {
  return (await store().get(keyOf(token))) !== null;
}
