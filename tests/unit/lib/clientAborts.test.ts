import { describe, expect, it } from 'vitest';
import { isClientAbort, quietClientAborts } from '@/lib/logging/clientAborts';

/** The error Node gives a request whose client went away mid-body (what Next and the /wps handlers log). */
function abortedBody(): Error {
  return Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
}

function fakeConsole() {
  const lines: Array<['error' | 'warn', unknown[]]> = [];
  const target = {
    error: (...args: unknown[]) => lines.push(['error', args]),
    warn: (...args: unknown[]) => lines.push(['warn', args]),
  } as unknown as Console;
  return { target, lines };
}

describe('client aborts in the server log', () => {
  it('tells a client abort from other failures', () => {
    expect(isClientAbort(abortedBody())).toBe(true);
    expect(isClientAbort(new Error('aborted'))).toBe(false);
    expect(isClientAbort(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(false);
    expect(isClientAbort('aborted')).toBe(false);
  });

  it('logs an aborted upload as one warning line without a stack, as Next and the /wps door report it', () => {
    const { target, lines } = fakeConsole();
    quietClientAborts(target);
    target.error(abortedBody());
    target.error('BFF failure', '/wps/session/login', abortedBody());
    expect(lines).toEqual([
      ['warn', ['request body aborted by the client (ECONNRESET)']],
      ['warn', ['request body aborted by the client (ECONNRESET): BFF failure /wps/session/login']],
    ]);
    for (const [, args] of lines) expect(String(args[0])).not.toMatch(/\n|at /);
  });

  it('leaves every other error as it was, and installs itself once', () => {
    const { target, lines } = fakeConsole();
    quietClientAborts(target);
    quietClientAborts(target);
    const failure = new Error('boom');
    target.error('BFF failure', '/wps/games/hot', failure);
    expect(lines).toEqual([['error', ['BFF failure', '/wps/games/hot', failure]]]);
  });
});
