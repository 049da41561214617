import 'server-only';
import { cache } from 'react';

/** The moment this request renders, read once so every part of a screen counts days and ranges from one instant. */
export const requestNow = cache((): number => Date.now());
