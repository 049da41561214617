'use client';

import { useState, type MouseEvent } from 'react';

/**
 * Back to a two-step form's first step without asking the server: the first step shows again until the server's
 * next answer (a new `seq`) names the step. Without script the step back button posts the form instead
 * (components/forms/StepBackButton.tsx).
 */
export function useStepBack(seq: number) {
  const [backAt, setBackAt] = useState<number | null>(null);
  const goBack = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setBackAt(seq);
  };
  return { wentBack: backAt === seq, goBack };
}
