import { z } from 'zod';

/** Row 74's rule (SPEC §7 nickname): 2-20 letters or digits, words separated by single spaces. */
export const NICKNAME_PATTERN = /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*$/u;

/** The nickname form, checked in the browser first and again by the action; messages are `validation` keys. */
export const nicknameSchema = z.object({
  nickname: z.string().trim().min(2, 'nicknameInvalid').max(20, 'nicknameInvalid').regex(NICKNAME_PATTERN, 'nicknameInvalid'),
});
