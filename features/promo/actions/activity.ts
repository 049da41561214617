'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { IDEMPOTENCY_FIELD, type FormState } from '@/lib/forms/formState';
import { pictureUploads } from '@/lib/pipeline/attempts';
import { answers, defineAction, type ActionContext } from '@/lib/pipeline/defineAction';
import { activityApply, activityImage } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { ACTIVITY_IMAGES_MAX, activityImageProblem, commentTooLong } from '@/lib/uploads/activityRules';
import { imageTypeOf } from '@/lib/uploads/imageRules';

const ACTIVITY_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Files posted before hydration (with scripts the images arrive already uploaded, as `imageId` fields). */
function postedFiles(form: FormData): File[] {
  if (form.getAll('imageId').length > 0) return [];
  return form.getAll('images').filter((entry): entry is File => entry instanceof File && entry.size > 0);
}

/** A refused image names its file; an application sent says so. */
interface ApplyExtra {
  file: string;
  applied: boolean;
}

/**
 * The posted files checked by their bytes, each refusal naming its file (`extra.file`). Its answer keeps the
 * key the form was posted with, as the pipeline's own refusals of what was typed do.
 */
async function refusedFile({ form, answer }: ActionContext<ApplyExtra>): Promise<FormState<ApplyExtra> | null> {
  // A comment too long is answered first, by the schema.
  if (commentTooLong(String(form.get('comment') ?? ''))) return null;
  const files = postedFiles(form);
  const refuse = (problem: string, file: File) =>
    answer({ fieldErrors: { images: problem }, extra: { file: file.name, [IDEMPOTENCY_FIELD]: String(form.get(IDEMPOTENCY_FIELD) ?? '') } });
  if (files.length > ACTIVITY_IMAGES_MAX) return refuse('imageLimit', files[ACTIVITY_IMAGES_MAX]!);
  for (const file of files) {
    const problem = activityImageProblem(file) ?? (imageTypeOf(new Uint8Array(await file.arrayBuffer())) ? null : 'imageType');
    if (problem) return refuse(problem, file);
  }
  return null;
}

/**
 * Activity application (row 68), once per key. With scripts the images are already uploaded (row 67, through the
 * BFF's upload door with progress) and arrive as `imageId` fields; before hydration the form posts the files
 * themselves as multipart (`images`), which are checked here by their bytes and uploaded first. Field errors
 * are keys under `activity`; the comment is kept on every refusal. An unconfirmed application is looked up on
 * the activity's own page, which shows the member's application.
 */
export const applyAction = defineAction({
  name: 'activityApply',
  who: 'actual',
  limits: [pictureUploads],
  answers: answers<ApplyExtra>(),
  before: refusedFile,
  schema: () =>
    z.object({
      activityId: z.string().default(''),
      comment: z.string().default('').refine((comment) => !commentTooLong(comment), 'commentTooLong'),
    }),
  money: { record: '/m/activity', opens: true },
  async run({ activityId, comment }, { form, options, patch }) {
    const imageIds = form.getAll('imageId').map(String);
    for (const file of postedFiles(form)) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const contentType = imageTypeOf(bytes)!;
      // The key names the application, not the uploads that come before it.
      const { imageId } = await callPlatform(
        activityImage, { fileName: file.name, contentType, data: Buffer.from(bytes).toString('base64') }, { ...options, idempotencyKey: null },
      );
      imageIds.push(imageId);
    }
    await callPlatform(activityApply, { activityId: Number(activityId), comment, imageIds }, options);
    revalidatePath('/m/activityInfo');
    revalidatePath('/m/activity');
    return patch({ values: {}, extra: { applied: true } });
  },
  // An unconfirmed application is looked up on its own activity's page, which shows the member's applications.
  onFailure(failure, { form, patch }) {
    const activityId = String(form.get('activityId') ?? '');
    if (failure.code !== 'UNCONFIRMED' || !ACTIVITY_ID.test(activityId)) return patch({});
    return patch({ extra: { unconfirmed: `/m/activityInfo?id=${activityId}` } });
  },
});
