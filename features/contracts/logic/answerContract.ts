'use server';

import { redirect, RedirectType } from 'next/navigation';
import { z } from 'zod';
import { checksContracts } from '@/features/home/logic/contractCheck';
import { askPlatform, currentSession } from '@/lib/request/context';
import { loginPathFor } from '@/lib/routes/returnPath';
import { CONTRACT_CALLS } from './contractCalls';
import { contractPath, contractResultPath } from './contractResult';

const answerForm = z.object({
  kind: z.enum(['salary', 'dividend', 'hourly']),
  decision: z.enum(['accept', 'decline']),
});

/**
 * SPEC §2 contract review: the Accept or Decline button of the form (rows 45, 47, 49), then back to the same
 * screen with the result, where the answered request is gone. Only for members who may have contracts.
 */
export async function answerContract(formData: FormData): Promise<void> {
  const parsed = answerForm.safeParse({ kind: formData.get('kind'), decision: formData.get('decision') });
  if (!parsed.success) redirect('/m/home', RedirectType.replace);
  const { kind, decision } = parsed.data;
  const session = await currentSession();
  if (!session) redirect(loginPathFor(contractPath(kind)), RedirectType.replace);
  if (!checksContracts(session.type)) redirect('/m/home', RedirectType.replace);
  const sent = await askPlatform(CONTRACT_CALLS[kind].answer, { accept: decision === 'accept' }).then(
    () => true,
    () => false,
  );
  redirect(contractResultPath(kind, sent ? (decision === 'accept' ? 'accepted' : 'declined') : 'failed'), RedirectType.replace);
}
