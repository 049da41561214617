import { unstable_rethrow } from 'next/navigation';

/**
 * A failed read's fallback that still lets Next's own signals through: the redirect to the login when the
 * platform ended the session (SPEC §8) must not turn into a signed-in screen with a gap in it.
 */
export function orFallback<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    unstable_rethrow(error);
    return fallback;
  };
}
