'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { keptValues, type FormState } from '@/lib/forms/formState';
import { messageWanted } from '@/lib/inbox/inboxPages';
import { inboxDelete } from '@/lib/platform/calls';
import { PlatformError } from '@/lib/platform/PlatformError';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import { refusalFor } from '@/lib/refusals/refusalText';
import { currentSession } from '@/lib/session/currentSession';

/**
 * issue 10 inbox delete (row 72): the ids of the form (one from a message's page), then back to the list
 * without them. Trial sessions have no inbox to delete from (free_reject, no platform call).
 */
export async function deleteMessagesAction(previous: FormState, form: FormData): Promise<FormState> {
  const answer = (patch: Partial<FormState>): FormState => ({
    fieldErrors: {}, notice: null, values: keptValues(form), extra: {}, seq: previous.seq + 1, ...patch,
  });
  const session = await currentSession();
  if (!session) redirect('/m/login?redirect=%2Fm%2FwebEmail');
  if (session.trial) return answer({ notice: (await getTranslations('codes'))('free_reject') });
  const ids = form.getAll('id').map((value) => messageWanted(typeof value === 'string' ? value : undefined));
  if (ids.length === 0 || ids.some((id) => id === null)) return answer({ notice: (await getTranslations('inbox'))('deleteFailed') });
  try {
    await callPlatform(inboxDelete, { ids: ids as string[] }, await requestOptions());
  } catch (error) {
    const gone = error instanceof PlatformError && error.code === 'NOT_FOUND';
    return answer({ notice: gone ? (await getTranslations('inbox'))('deleteFailed') : (await refusalFor(error)).text });
  }
  redirect(`/m/webEmail?deleted=${ids.length}`);
}
