'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fieldErrorsOf, formObject, keptValues, type FormState } from '@/lib/forms/formState';
import { headIconProblem } from '@/lib/member/headIconProblem';
import { nicknameSchema } from '@/lib/member/nicknameSchema';
import { setNickname, uploadHeadIcon } from '@/lib/platform/calls';
import { PlatformError } from '@/lib/platform/PlatformError';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import { refusalFor } from '@/lib/refusals/refusalText';
import { currentSession } from '@/lib/session/currentSession';
import { imageTypeOf } from '@/lib/uploads/imageRules';

const RETURN = '/m/login?redirect=%2Fm%2FmyAccount%2Findex';

function answerFor(previous: FormState, form: FormData) {
  return (patch: Partial<FormState>): FormState => ({
    fieldErrors: {}, notice: null, values: keptValues(form), extra: {}, seq: previous.seq + 1, ...patch,
  });
}

/** Refusals both forms share: FEATURE_OFF in the screen's words (the head icon's flag), the rest in the refusal table's. */
async function refusalText(error: unknown): Promise<string> {
  if (error instanceof PlatformError && error.code === 'FEATURE_OFF') return (await getTranslations('myAccount'))('headIconUnavailable');
  return (await refusalFor(error)).text;
}

/** issue 10 nickname edit (row 74); what was typed stays on every refusal. */
export async function nicknameAction(previous: FormState, form: FormData): Promise<FormState> {
  const answer = answerFor(previous, form);
  const session = await currentSession();
  if (!session) redirect(RETURN);
  if (session.trial) return answer({ notice: (await getTranslations('codes'))('free_reject') });
  const parsed = nicknameSchema.safeParse(formObject(form));
  if (!parsed.success) return answer({ fieldErrors: fieldErrorsOf(parsed.error) });
  try {
    await callPlatform(setNickname, parsed.data, await requestOptions());
  } catch (error) {
    if (error instanceof PlatformError && error.code === 'NICKNAME_INVALID') return answer({ fieldErrors: { nickname: 'nicknameInvalid' } });
    return answer({ notice: await refusalText(error) });
  }
  return answer({ values: { nickname: parsed.data.nickname }, extra: { saved: parsed.data.nickname } });
}

/**
 * issue 10 head icon upload (row 76, PROFPIC3). The image arrives as multipart form data (never through the
 * 64 KiB JSON door of /wps), is checked again by its bytes, then sent; `extra.url` is the new icon.
 */
export async function headIconAction(previous: FormState, form: FormData): Promise<FormState> {
  const answer = answerFor(previous, form);
  const session = await currentSession();
  if (!session) redirect(RETURN);
  if (session.trial) return answer({ notice: (await getTranslations('codes'))('free_reject') });
  const file = form.get('headIcon');
  const image = file instanceof File ? file : null;
  const problem = headIconProblem(image);
  if (problem || !image) return answer({ fieldErrors: { headIcon: problem ?? 'headIconRequired' } });
  const bytes = new Uint8Array(await image.arrayBuffer());
  const contentType = imageTypeOf(bytes);
  if (!contentType) return answer({ fieldErrors: { headIcon: 'headIconType' } });
  try {
    const { url } = await callPlatform(
      uploadHeadIcon, { fileName: image.name, contentType, data: Buffer.from(bytes).toString('base64') }, await requestOptions(),
    );
    return answer({ extra: { url } });
  } catch (error) {
    if (error instanceof PlatformError && error.code === 'HEAD_ICON_TYPE') return answer({ fieldErrors: { headIcon: 'headIconType' } });
    if (error instanceof PlatformError && error.code === 'HEAD_ICON_TOO_LARGE') return answer({ fieldErrors: { headIcon: 'headIconTooLarge' } });
    return answer({ notice: await refusalText(error) });
  }
}
