import { parseConfig, type AppConfig } from '@/lib/config';

const holder = globalThis as { __mcConfig?: AppConfig };

/** Installs the process-wide configuration a test runs with (the app reads it through config()). */
export function useConfig(overrides: Record<string, string> = {}): AppConfig {
  const parsed = parseConfig({
    NODE_ENV: 'test',
    UPSTREAM_URL: 'http://127.0.0.1:9',
    SESSION_SECRET: 'unit-test-secret-that-is-long-enough-0123456789',
    // Tests switch the platform between calls; sharedAnswers.test.ts turns sharing on.
    SHARED_ANSWER_MS: '0',
    ...overrides,
  });
  holder.__mcConfig = parsed;
  return parsed;
}

/** Drops the installed configuration: the next config() reads the environment, as at the start of a process. */
export function forgetConfig(): void {
  delete holder.__mcConfig;
}
