import { webcrypto } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  readCookie, sealSession, sessionCookie, unsealSession, viewerOf, type SessionData,
} from '@/lib/session/session';
import { useConfig } from '../support/testConfig';

// SPEC §3 session info, held sealed
const member: SessionData = {
  token: 'platform-token-123', userName: 'demo01', type: 0, merchantCode: 'mer01', firstTimeLogin: false, trial: false,
};

describe('sealed session', () => {
  beforeAll(() => useConfig());

  it('round-trips and never shows the token in the sealed text', async () => {
    const sealed = await sealSession(member);
    expect(sealed).not.toContain(member.token);
    expect(sealed).not.toContain('demo01');
    expect(await unsealSession(sealed)).toEqual(member);
  });

  it('reads a tampered cookie as signed out', async () => {
    const sealed = await sealSession(member);
    const index = Math.floor(sealed.length / 2);
    const tampered = sealed.slice(0, index) + (sealed[index] === 'a' ? 'b' : 'a') + sealed.slice(index + 1);
    expect(await unsealSession(tampered)).toBeNull();
    expect(await unsealSession('garbage')).toBeNull();
    expect(await unsealSession('')).toBeNull();
  });

  it('opens a cookie once, then reads it again without deriving its keys, as long as the seal lives', async () => {
    const sealed = await sealSession({ ...member, token: 'token-opened-once', expiresAt: Date.now() + 60_000 });
    const derive = vi.spyOn(webcrypto.subtle, 'deriveBits');
    try {
      expect(await unsealSession(sealed)).toMatchObject({ token: 'token-opened-once' });
      const afterFirst = derive.mock.calls.length;
      expect(afterFirst).toBeGreaterThan(0);
      expect(await unsealSession(sealed)).toMatchObject({ token: 'token-opened-once' });
      expect(derive.mock.calls.length).toBe(afterFirst);
    } finally {
      derive.mockRestore();
    }
  });

  it('reads a cookie sealed with another secret as signed out', async () => {
    const sealed = await sealSession(member);
    useConfig({ SESSION_SECRET: 'another-secret-that-is-also-long-enough-9876' });
    expect(await unsealSession(sealed)).toBeNull();
    useConfig();
  });

  it('gives pages only what they may show', () => {
    expect(viewerOf(member)).toEqual({ loggedIn: true, userName: 'demo01', type: 0, trial: false });
    expect(viewerOf(null)).toEqual({ loggedIn: false, userName: null, type: null, trial: false });
    expect(JSON.stringify(viewerOf(member))).not.toContain(member.token);
  });

  it('sets an httpOnly SameSite=Lax cookie, Secure behind HTTPS, and clears it', async () => {
    const sealed = await sealSession(member);
    const plain = sessionCookie(sealed, false);
    expect(plain).toMatch(/^mc_session=/);
    expect(plain).toContain('HttpOnly');
    expect(plain).toContain('SameSite=Lax');
    expect(plain).not.toContain('Secure');
    expect(sessionCookie(sealed, true)).toContain('Secure');
    expect(sessionCookie(null, false)).toMatch(/^mc_session=; .*Max-Age=0/);
  });

  it('reads one cookie out of a Cookie header', () => {
    expect(readCookie('a=1; mc_session=abc=; b=2', 'mc_session')).toBe('abc=');
    expect(readCookie('a=1', 'mc_session')).toBeUndefined();
    expect(readCookie(null, 'mc_session')).toBeUndefined();
  });
});
