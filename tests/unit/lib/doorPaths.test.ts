import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bffRoutes } from '@/lib/bff/bffRoutes';

// SPEC §7 (the platform's calls), README security: the browser reaches the platform only through the doors of the
// allowlist (lib/bff/bffRoutes.ts). A path handed to the door client (lib/bff/bffFetch.ts) is checked by the types:
// a renamed or removed door is a compile error there. This test checks what the types cannot see: a door path
// written as a plain string (a link, a form's action, a raw fetch or XMLHttpRequest), so it fails here, not on a
// player's screen.

/** Where the allowlist itself and the platform client live: their paths are the platform's, not the browser's. */
const NOT_BROWSER_CALLS = [path.join('lib', 'platform'), path.join('lib', 'bff', 'bffRoutes.ts'), path.join('lib', 'observability')];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(full) ? [full] : [];
  });
}

/**
 * Each door path written in the code: a quoted or template string from /wps/ or /lgw/ up to its query or first
 * `${` (a type's pattern, `${string}`, is no path).
 */
function doorPaths(): { file: string; door: string }[] {
  return ['app', 'components', 'features', 'lib'].flatMap(sources)
    .filter((file) => !NOT_BROWSER_CALLS.some((skipped) => file.startsWith(skipped)))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"`](\/(?:wps|lgw)\/[A-Za-z0-9/_-]*)(?=['"`?]|\$\{(?!string\}))/g)].map((match) => ({ file, door: match[1]! })));
}

describe('door paths', () => {
  it('every /wps and /lgw path the code asks for is a door of the allowlist', () => {
    const doors = new Set(bffRoutes.map((route) => route.call.path));
    // A door the app answers itself (lib/bff/bffFetch.ts OwnDoors) has a route of its own at its path.
    const ownDoor = (door: string) => existsSync(path.join('app', door, 'route.ts'));
    const found = doorPaths();
    expect(found.length).toBeGreaterThan(20);
    expect(found.filter(({ door }) => !doors.has(door) && !ownDoor(door)).map(({ file, door }) => `${file}: ${door}`)).toEqual([]);
  });
});
