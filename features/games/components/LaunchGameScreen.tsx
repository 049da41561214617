import { headers } from 'next/headers';
import { redirect, RedirectType } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LAUNCH_PATH, launchRequestOf, type LaunchRequest } from '@/features/games/logic/launchRequest';
import { launchGame, launchGameTrial, lotteryLaunch, recentAdd } from '@/lib/platform/calls';
import { loginPathFor } from '@/lib/routes/returnPath';
import { requestOrigin } from '@/features/service/logic/serviceLink';
import styles from './LaunchGameScreen.module.css';
import { orFallback } from '@/lib/platform/orFallback';
import { askPlatform, currentSession } from '@/lib/request/context';

export type Query = Record<string, string | string[] | undefined>;

/** Asks the platform for the game's address; null when it will not start (SPEC §8: only the loading goes). */
async function gameAddress(request: LaunchRequest, signedIn: boolean, origin: string): Promise<string | null | 'login'> {
  if (request.kind === 'lottery') {
    if (!signedIn) return 'login';
    const answer = await askPlatform(
      lotteryLaunch,
      { lottoPrizeMode: request.prizeMode, lottoGameCode: request.code ?? undefined, backUrl: `${origin}/m/${request.pageBack}` },
    ).catch(orFallback(null));
    return answer ? `/${answer.gameUrl.replace(/^\/+/, '')}` : null;
  }
  const game = { gameCategory: request.gameCategory, vendor: request.vendor, gameId: request.gameId, nodeId: request.nodeId };
  if (!signedIn) {
    // SPEC §4: sports may be tried without a session; otherwise the visitor signs in first.
    if (request.gameCategory !== 'SPORTS') return 'login';
    const trial = await askPlatform(launchGameTrial, game).catch(orFallback(null));
    return trial?.gameUrl ?? 'login';
  }
  const answer = await askPlatform(launchGame, { ...game, showChoice: request.gameCategory !== 'SPORTS' }).catch(orFallback(null));
  if (answer) await askPlatform(recentAdd, { nodeId: request.nodeId }).catch(orFallback(undefined));
  return answer?.gameUrl ?? null;
}

async function Launcher({ query }: { query: Query }) {
  const request = launchRequestOf(query);
  const [session, requestHeaders, t] = await Promise.all([currentSession(), headers(), getTranslations('launch')]);
  // The platform sends the player back here: only a well-formed host of ours, never whatever Host said.
  const origin = requestOrigin(requestHeaders) ?? '';
  const address = request ? await gameAddress(request, Boolean(session), origin) : null;
  // Both replace the launch in the history: Back from the game (or the login) must not launch again with whoever is
  // signed in by then, and the game's address with its ticket is the only entry the launch leaves.
  if (address === 'login') redirect(loginPathFor(`${LAUNCH_PATH}?${new URLSearchParams(query as Record<string, string>)}`), RedirectType.replace);
  if (address) redirect(address, RedirectType.replace);
  return (
    <div className={styles.state} role="alert">
      <p>{t('failed')}</p>
      <a href="/m/home" className={styles.back}>
        {t('backHome')}
      </a>
    </div>
  );
}

/** SPEC §4 game start: a loading state with a way back while the platform opens the game, then the game. */
export async function LaunchGameScreen({ query }: { query: Query }) {
  const t = await getTranslations('launch');
  return (
    <main className={styles.launch}>
      <Suspense
        fallback={
          <div className={styles.state} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <p>{t('starting')}</p>
          </div>
        }
      >
        <Launcher query={query} />
      </Suspense>
    </main>
  );
}
