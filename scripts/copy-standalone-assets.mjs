#!/usr/bin/env node
// Post-build step for `output: 'standalone'`: the standalone server does not serve `public/` or the
// client bundles in `.next/static` unless they are copied next to it. Cross-platform (fs.cpSync only).
import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const standalone = join(root, '.next', 'standalone');

if (!existsSync(join(standalone, 'server.js'))) {
  console.error(
    `copy-standalone-assets: ${join(standalone, 'server.js')} not found; is output: 'standalone' set in next.config.mjs?`,
  );
  process.exit(1);
}

const copies = [
  [join(root, 'public'), join(standalone, 'public')],
  [join(root, '.next', 'static'), join(standalone, '.next', 'static')],
];

for (const [from, to] of copies) {
  if (!existsSync(from)) {
    console.log(`copy-standalone-assets: skip ${from} (missing)`);
    continue;
  }
  // Replace rather than merge so stale hashed chunks from an earlier build do not linger.
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  console.log(`copy-standalone-assets: ${from.slice(root.length + 1)} -> ${to.slice(root.length + 1)}`);
}
