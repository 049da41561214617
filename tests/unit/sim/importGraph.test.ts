import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SIM = fileURLToPath(new URL('../../../platform-sim/', import.meta.url));

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return entry.name.endsWith('.mjs') ? [path] : [];
  });
}

/** Each simulator module and the simulator modules it imports (static `import ... from './x.mjs'` lines). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of modules(SIM)) {
    const source = readFileSync(file, 'utf8');
    const targets = [...source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm)]
      .map((match) => relative(SIM, resolve(dirname(file), match[1]!)));
    graph.set(relative(SIM, file), targets);
  }
  return graph;
}

/** Every import circle, each as the path of modules that closes it. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (node: string) => {
    const open = stack.indexOf(node);
    if (open >= 0) {
      found.push([...stack.slice(open), node]);
      return;
    }
    if (done.has(node)) return;
    stack.push(node);
    for (const next of graph.get(node) ?? []) visit(next);
    stack.pop();
    done.add(node);
  };
  for (const node of graph.keys()) visit(node);
  return found;
}

describe('platform-sim imports', () => {
  it('go one way: no module imports itself through others', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(30);
    expect(cycles(graph)).toEqual([]);
  });

  it('the check sees a circle when there is one', () => {
    expect(cycles(new Map([['a.mjs', ['b.mjs']], ['b.mjs', ['c.mjs']], ['c.mjs', ['a.mjs']]]))).toEqual([['a.mjs', 'b.mjs', 'c.mjs', 'a.mjs']]);
  });
});
