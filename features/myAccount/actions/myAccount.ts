'use server';

import { z } from 'zod';
import { headIconProblem } from '@/features/myAccount/logic/headIconProblem';
import { nicknameSchema } from '@/features/myAccount/logic/nicknameSchema';
import { pictureUploads } from '@/lib/pipeline/attempts';
import { answers, defineAction, type ActionContext, type AnswerPatch } from '@/lib/pipeline/defineAction';
import { setNickname, uploadHeadIcon } from '@/lib/platform/calls';
import { PlatformError } from '@/lib/platform/PlatformError';
import { callPlatform } from '@/lib/platform/platformClient';
import { imageTypeOf, type ImageType } from '@/lib/uploads/imageRules';

/** Refusals that belong to one of the forms' fields, as `myAccount.errors` / `validation` keys. */
const FIELD_REFUSALS: Readonly<Record<string, readonly [string, string]>> = {
  NICKNAME_INVALID: ['nickname', 'nicknameInvalid'],
  HEAD_ICON_TYPE: ['headIcon', 'headIconType'],
  HEAD_ICON_TOO_LARGE: ['headIcon', 'headIconTooLarge'],
};

/** The refusals both forms share: a field's own key. */
function refusal<Extra extends object>({ error }: { error: unknown }, { patch }: ActionContext<Extra>): AnswerPatch<Extra> {
  if (!(error instanceof PlatformError) || error.kind !== 'refused') return patch({});
  const field = FIELD_REFUSALS[error.code];
  return patch(field ? { notice: null, fieldErrors: { [field[0]]: field[1] } } : {});
}

/** Nickname edit (row 74); what was typed stays on every refusal. */
export const nicknameAction = defineAction({
  name: 'nickname',
  who: 'actual',
  schema: () => nicknameSchema,
  answers: answers<{ saved: string }>(),
  async run({ nickname }, { options, patch }) {
    await callPlatform(setNickname, { nickname }, options);
    return patch({ values: { nickname }, extra: { saved: nickname } });
  },
  onFailure: refusal,
});

/** The posted head icon checked by its name, type, size and bytes: what to send, or the problem key. */
async function postedIcon(form: FormData): Promise<{ name: string; contentType: ImageType; bytes: Uint8Array } | string> {
  const file = form.get('headIcon');
  const image = file instanceof File ? file : null;
  const problem = headIconProblem(image);
  if (problem || !image) return problem ?? 'headIconRequired';
  const bytes = new Uint8Array(await image.arrayBuffer());
  const contentType = imageTypeOf(bytes);
  return contentType ? { name: image.name, contentType, bytes } : 'headIconType';
}

/**
 * Head icon upload (row 76, PROFPIC3). The image arrives as multipart form data (never through the 64 KiB JSON
 * door of /wps), is checked again by its bytes, then sent; `extra.url` is the new icon.
 */
export const headIconAction = defineAction({
  name: 'headIcon',
  who: 'actual',
  limits: [pictureUploads],
  async schema({ form }) {
    const icon = await postedIcon(form);
    return z.unknown().transform((_fields, context) => {
      if (typeof icon !== 'string') return icon;
      context.addIssue({ code: 'custom', path: ['headIcon'], message: icon });
      return z.NEVER;
    });
  },
  answers: answers<{ url: string }>(),
  async run(icon, { options, patch }) {
    const { url } = await callPlatform(
      uploadHeadIcon, { fileName: icon.name, contentType: icon.contentType, data: Buffer.from(icon.bytes).toString('base64') }, options,
    );
    return patch({ extra: { url } });
  },
  onFailure: refusal,
});
