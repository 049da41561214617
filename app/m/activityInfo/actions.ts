'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { keptValues, type FormState } from '@/lib/forms/formState';
import { activityApply, activityImage } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import { ACTIVITY_IMAGES_MAX, activityImageProblem, commentTooLong } from '@/lib/promo/activityRules';
import { refusalFor } from '@/lib/refusals/refusalText';
import { currentSession } from '@/lib/session/currentSession';
import { imageTypeOf } from '@/lib/uploads/imageRules';

/**
 * issue 10 activity application (row 68). With scripts the images are already uploaded (row 67, through the
 * BFF's upload door with progress) and arrive as `imageId` fields; before hydration the form posts the files
 * themselves as multipart (`images`), which are checked here by their bytes and uploaded first. Field errors
 * are keys under `activity`; the comment is kept on every refusal.
 */
export async function applyAction(previous: FormState, form: FormData): Promise<FormState> {
  const answer = (patch: Partial<FormState>): FormState => ({
    fieldErrors: {}, notice: null, values: keptValues(form), extra: {}, seq: previous.seq + 1, ...patch,
  });
  const activityId = String(form.get('activityId') ?? '');
  const session = await currentSession();
  if (!session) redirect(`/m/login?redirect=${encodeURIComponent(`/m/activityInfo?id=${activityId}`)}`);
  if (session.trial) return answer({ notice: (await getTranslations('codes'))('free_reject') });

  const comment = String(form.get('comment') ?? '');
  if (commentTooLong(comment)) return answer({ fieldErrors: { comment: 'commentTooLong' } });
  const options = await requestOptions();
  try {
    const imageIds = form.getAll('imageId').map(String);
    const files = form.getAll('images').filter((entry): entry is File => entry instanceof File && entry.size > 0);
    if (imageIds.length === 0 && files.length > 0) {
      if (files.length > ACTIVITY_IMAGES_MAX) return answer({ fieldErrors: { images: 'imageLimit' }, extra: { file: files[ACTIVITY_IMAGES_MAX]!.name } });
      for (const file of files) {
        const bytes = new Uint8Array(await file.arrayBuffer());
        const contentType = imageTypeOf(bytes);
        const problem = activityImageProblem(file) ?? (contentType ? null : 'imageType');
        if (problem || !contentType) return answer({ fieldErrors: { images: problem ?? 'imageType' }, extra: { file: file.name } });
        const { imageId } = await callPlatform(activityImage, { fileName: file.name, contentType, data: Buffer.from(bytes).toString('base64') }, options);
        imageIds.push(imageId);
      }
    }
    await callPlatform(activityApply, { activityId: Number(activityId), comment, imageIds }, options);
  } catch (error) {
    return answer({ notice: (await refusalFor(error)).text });
  }
  revalidatePath('/m/activityInfo');
  revalidatePath('/m/activity');
  return answer({ values: {}, extra: { applied: '1' } });
}
