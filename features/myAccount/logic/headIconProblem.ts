import { imageProblem } from '@/lib/uploads/imageRules';

const PROBLEM_KEYS = { required: 'headIconRequired', type: 'headIconType', tooLarge: 'headIconTooLarge' } as const;
export type HeadIconProblem = (typeof PROBLEM_KEYS)[keyof typeof PROBLEM_KEYS];

/** Why a chosen head icon is refused before upload (a key under `myAccount.errors`), or null. */
export function headIconProblem(file: { name: string; type: string; size: number } | null): HeadIconProblem | null {
  const problem = imageProblem(file);
  return problem && PROBLEM_KEYS[problem];
}
