import { describe, expect, it } from 'vitest';
import * as calls from '@/lib/platform/calls';
import type { PlatformCall } from '@/lib/platform/defineCall';
import { ROUTES } from '../../../platform-sim/server.mjs';

/** The product's call declarations (lib/platform/calls.ts), by export name. */
const declared = Object.entries(calls as Record<string, unknown>).filter(
  (entry): entry is [string, PlatformCall] => typeof entry[1] === 'object' && entry[1] !== null && 'moduleId' in entry[1],
);

function routeOf(call: PlatformCall) {
  const route = ROUTES.find((entry) => entry.method === call.method && entry.path === call.path);
  if (!route) throw new Error(`The simulator has no route ${call.method} ${call.path}`);
  return route;
}

describe('the simulator implements every call the product declares', () => {
  it('finds all of them', () => {
    expect(declared.length).toBeGreaterThan(90);
  });

  it.each(declared)('%s: method, path, module id, token rule, encryption and body format', (_name, call) => {
    const route = routeOf(call);
    expect({
      moduleId: route.moduleId,
      token: route.token,
      encrypted: Boolean(route.enc),
      form: route.body === 'form',
    }).toEqual({
      moduleId: call.moduleId,
      token: call.token,
      encrypted: Boolean(call.encrypted),
      form: Boolean(call.form),
    });
  });

  it('every simulator route is a call the product declares, but row 17', () => {
    const used = new Set(declared.map(([, call]) => `${call.method} ${call.path}`));
    const unused = ROUTES.filter((route) => !used.has(`${route.method} ${route.path}`)).map((route) => `${route.method} ${route.path}`);
    // The product reads the domain route inside the consolidated settings (row 14), never on its own.
    expect(unused).toEqual(['GET /wps/system/domainRoute']);
  });
});
