'use client';

import { useState, type MouseEvent } from 'react';

/**
 * A link back to a two-step form's first step that does not ask the server: the first step shows again until the
 * server's next answer (a new `seq`) names the step. Without script the link's href reloads the first step.
 */
export function useStepBack(seq: number) {
  const [backAt, setBackAt] = useState<number | null>(null);
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setBackAt(seq);
  };
  return { wentBack: backAt === seq, goBack };
}
