import { z } from 'zod/mini';

/** Row 74's rule (SPEC §7 nickname): 2-20 letters or digits, words separated by single spaces. */
export const NICKNAME_PATTERN = /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*$/u;

/** The nickname form, checked in the browser first and again by the action; messages are `validation` keys. */
export const nicknameSchema = z.object({
  nickname: z
    .string()
    .check(z.trim(), z.minLength(2, 'nicknameInvalid'), z.maxLength(20, 'nicknameInvalid'), z.regex(NICKNAME_PATTERN, 'nicknameInvalid')),
});
