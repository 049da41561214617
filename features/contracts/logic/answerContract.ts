'use server';

import { redirect, RedirectType } from 'next/navigation';
import { z } from 'zod';
import { checksContracts } from './contractCheck';
import { defineAction } from '@/lib/pipeline/defineAction';
import { callPlatform } from '@/lib/platform/platformClient';
import { orFallback } from '@/lib/platform/orFallback';
import { CONTRACT_CALLS } from './contractCalls';
import { contractResultPath } from './contractResult';

/**
 * SPEC §2 contract review: the Accept or Decline button of the form (rows 45, 47, 49), then back to the same
 * screen with the result, where the answered request is gone. Only for members who may have contracts.
 */
export const answerContract = defineAction({
  name: 'contractAnswer',
  who: 'member',
  schema: () => z.object({ kind: z.enum(['salary', 'dividend', 'hourly']), decision: z.enum(['accept', 'decline']) }),
  async run({ kind, decision }, { session, options }) {
    if (!checksContracts(session?.type)) redirect('/m/home', RedirectType.replace);
    // A session the platform ended goes to the login (the call's redirect), not to a 'failed' result.
    const sent = await callPlatform(CONTRACT_CALLS[kind].answer, { accept: decision === 'accept' }, options).then(() => true, orFallback(false));
    redirect(contractResultPath(kind, sent ? (decision === 'accept' ? 'accepted' : 'declined') : 'failed'), RedirectType.replace);
  },
});
