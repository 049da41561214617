import { z } from 'zod/mini';
import { feedbackTypes } from '@/lib/platform/feedbackTypes';

/** SPEC §5 feedback: the remark holds 1-140 characters (counted as the member sees them, not UTF-16 units). */
export const FEEDBACK_REMARK_MAX = 140;

export function remarkLength(remark: string): number {
  return [...remark.trim()].length;
}

/** The feedback form (row 78), checked in the browser first and again by the action; messages are `validation` keys. */
export const feedbackSchema = z.object({
  type: z.enum(feedbackTypes, { error: 'feedbackTypeRequired' }),
  remark: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'feedbackRemarkRequired'),
      z.refine((remark) => remarkLength(remark) <= FEEDBACK_REMARK_MAX, 'feedbackRemarkTooLong'),
    ),
});
