import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../platform-sim/server.mjs';
import type { SimJson } from './simClient';

/** The README contract table, row by row: the simulator must implement exactly what it says. */
function readmeRows() {
  const readme = readFileSync(new URL('../../../platform-sim/README.md', import.meta.url), 'utf8');
  return readme
    .split('\n')
    .filter((line) => /^\| \d+ \|/.test(line))
    .map((line) => {
      const cells = line.replace(/\\\|/g, '\u0000').split('|').slice(1, -1).map((cell) => cell.trim());
      const [row, method, path, moduleId, token, input] = cells;
      return { row: Number(row), method, path, moduleId, token, enc: input!.includes('**enc**'), idempotent: input!.includes('**idem**') };
    });
}

describe('README contract table', () => {
  it('lists exactly the rows the simulator implements', () => {
    const rows = readmeRows();
    expect(rows.length).toBeGreaterThanOrEqual(42);
    const implemented = ROUTES.map((route: SimJson) => ({
      row: route.row,
      method: route.method,
      path: route.path,
      moduleId: route.moduleId,
      token: route.token,
      enc: Boolean(route.enc),
      idempotent: Boolean(route.idempotent),
    }));
    expect(implemented).toEqual(rows);
  });
});
