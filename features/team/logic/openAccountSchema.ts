import { z } from 'zod/mini';

/** Row 15's patterns for a new account (the platform checks them again). */
const USERNAME = /^[A-Za-z][A-Za-z0-9]{5,15}$/;
const PASSWORD = /^(?=.*[A-Z])[\x21-\x7e]{8,20}$/;
const RATE = /^\d{1,3}(\.\d)?$/;

/**
 * Open account form (row 94); issue messages are keys under `team.errors`. `maxRebate` is the agent's
 * own rate: above it the form refuses before asking the platform. The browser and the server action both check it.
 */
export function openAccountSchema(maxRebate: number) {
  return z
    .object({
      username: z.string().check(z.trim(), z.regex(USERNAME, 'username')),
      password: z.string().check(z.regex(PASSWORD, 'password')),
      confirmPassword: z.string(),
      type: z.pipe(z.pipe(z.enum(['0', '1'], { message: 'type' }), z.transform(Number)), z.union([z.literal(0), z.literal(1)])),
      rebateRate: z
        .pipe(z.string().check(z.trim(), z.minLength(1, 'rebateRateRequired'), z.regex(RATE, 'rebateRate')), z.transform(Number))
        .check(z.refine((rate) => rate <= maxRebate, 'rebateAboveOwn')),
    })
    .check(z.refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], message: 'confirm' }));
}
