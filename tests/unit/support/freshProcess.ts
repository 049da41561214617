import { MemoryStore } from '@/lib/store/memoryStore';
import { installStore } from '@/lib/store/store';
import { resetPlatformClient } from '@/lib/platform/platformClient';
import { resetSettingsCache } from '@/lib/settings/settings';
import { forgetConfig } from './testConfig';

// Runs before every test file (setupFiles in vitest.config.ts). The files of a worker share one module graph and
// one globalThis (isolate: false), as the requests of one server process do; so each file starts from what a
// freshly started process holds: configuration read from the environment, an empty store (no counters, locks or
// revocations left by the previous file, nor the failing store a file installed), no cached settings, and no RSA
// key or shared answers from the previous file's simulator.
forgetConfig();
installStore(new MemoryStore());
resetSettingsCache();
resetPlatformClient();
