import { config } from 'zod/v4/core';

// Runs before any client module builds a schema. zod compiles object parsers with `new Function` unless told
// not to; under the nonce CSP (no 'unsafe-eval') its probe would be refused and reported as a violation.
config({ jitless: true });
