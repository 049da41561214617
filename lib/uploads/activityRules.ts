import { imageProblem } from '@/lib/uploads/imageRules';

/**
 * Activity applications (SPEC §5 activity upload): a comment of at most 140 characters and up to 3
 * PNG/JPEG images of at most 5 MB, checked in the browser before anything is sent, by the server action and by
 * row 68's input schema.
 */
export const ACTIVITY_COMMENT_MAX = 140;
export const ACTIVITY_IMAGES_MAX = 3;

export type ActivityImageProblem = 'imageType' | 'imageTooLarge';

/** Why a picked file may not be uploaded (a message key under `activity`), or null. */
export function activityImageProblem(file: { name: string; type: string; size: number }): ActivityImageProblem | null {
  const problem = imageProblem(file);
  if (problem === 'tooLarge') return 'imageTooLarge';
  return problem ? 'imageType' : null;
}

export function commentTooLong(comment: string): boolean {
  return comment.length > ACTIVITY_COMMENT_MAX;
}
