'use server';

import { redirect, RedirectType } from 'next/navigation';
import { z } from 'zod';
import { checksContracts } from '@/features/home/logic/contractCheck';
import { askPlatform, currentSession } from '@/lib/request/context';
import { orFallback } from '@/lib/platform/orFallback';
import { loginPathFor } from '@/lib/routes/returnPath';
import { routeRule } from '@/lib/routes/routeTable';
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
  if (!session) redirect(loginPathFor(contractPath(kind), routeRule(contractPath(kind))?.loginPage), RedirectType.replace);
  if (!checksContracts(session.type)) redirect('/m/home', RedirectType.replace);
  // A session the platform ended goes to the login (askPlatform's redirect), not to a 'failed' result.
  const sent = await askPlatform(CONTRACT_CALLS[kind].answer, { accept: decision === 'accept' }).then(() => true, orFallback(false));
  redirect(contractResultPath(kind, sent ? (decision === 'accept' ? 'accepted' : 'declined') : 'failed'), RedirectType.replace);
}
