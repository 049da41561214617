import { expect } from 'vitest';
import type { RunningSimulator } from './freshSimulator';
import { referenceEncrypt } from './simClient';

/** What a simulator test does as a signed-in account: sign in, then plain and sealed calls with the token. */
export function signedInCalls(simulator: RunningSimulator) {
  /** The token of a sign-in that must succeed. */
  async function login(username: string, password: string) {
    const { body } = await simulator.client.login(username, password);
    expect(body.success).toBe(true);
    return body.value.token as string;
  }

  /** The envelope of a GET with the token. */
  async function get(path: string, moduleId: string, token: string, query: Record<string, string | number> = {}) {
    return (await simulator.client.call(path, { moduleId, token, query })).body;
  }

  /** The envelope of an **enc** row sealed by the reference encryptor, with the token. */
  async function sealedAs(path: string, moduleId: string, token: string, payload: Record<string, unknown>) {
    const sealed = referenceEncrypt(payload, await simulator.client.modulus());
    const { body } = await simulator.client.call(path, {
      moduleId, token, body: sealed.body, headers: { ...sealed.headers, 'Content-Type': 'application/json' },
    });
    return body;
  }

  return { login, get, sealedAs };
}
