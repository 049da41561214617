import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const UNIT = 'tests/unit';

// The files of a worker share one module graph and one globalThis (isolate: false): loading every module afresh
// for each file more than tripled the suite's CPU. tests/unit/support/freshProcess.ts gives each file the process
// state a freshly started server has. A few files change the process in a way no reset undoes, and run isolated:
// those standing modules in with vi.mock (a module an earlier file loaded would keep the real one, and the
// stand-in would stay for the files after), and the request hooks' test, which wraps http.Server for good.
const isolated = readdirSync(UNIT, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `${UNIT}/${file}`)
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')) || file.endsWith('/serverHooks.test.ts'));

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // The real package throws outside React Server Components; unit tests run server modules directly.
      'server-only': fileURLToPath(new URL('./tests/unit/support/server-only.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 20000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [`${UNIT}/**/*.test.ts`],
          exclude: isolated,
          isolate: false,
          setupFiles: [`${UNIT}/support/freshProcess.ts`],
        },
      },
      { extends: true, test: { name: 'unit-isolated', include: isolated, isolate: true } },
    ],
  },
});
