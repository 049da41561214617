'use client';

import { useState } from 'react';
import type { FormState } from './formState';

/**
 * Calls `adjust` once for each new answer of a form's action, during the render that shows the answer (React's
 * "adjusting state when a prop changes"), so the fields it resets are right in the same paint instead of one
 * render later from an effect. `adjust` may only set state; work on the page itself belongs in an effect.
 */
export function useNewAnswer<Extra extends object>(state: FormState<Extra>, adjust: (answer: FormState<Extra>) => void): void {
  const [seen, setSeen] = useState(state);
  if (seen !== state) {
    setSeen(state);
    adjust(state);
  }
}
