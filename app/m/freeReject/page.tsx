import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { TrialRejectScreen } from '@/components/accounts/TrialRejectScreen';
import { routeRule } from '@/lib/routes/routeTable';
import { runtimeKeys } from '@/lib/i18n/runtimeKeys';

async function screenRule() {
  return routeRule((await headers()).get('x-mc-pathname') ?? '');
}

export async function generateMetadata(): Promise<Metadata> {
  const rule = await screenRule();
  return rule ? { title: runtimeKeys(await getTranslations('titles'))(rule.title) } : {};
}

/**
 * SPEC §6 free_reject in place of an actual-account screen: the proxy rewrites such a screen here for trial and
 * free-play sessions (the route table's `actualOnly`), so the screen's own reads never run.
 */
export default async function FreeRejectPage() {
  const rule = await screenRule();
  return <TrialRejectScreen screen={rule?.page ?? ''} />;
}
