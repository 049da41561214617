import { getTranslations } from 'next-intl/server';
import forms from '@/components/forms/forms.module.css';
import { leaderboard } from '@/lib/platform/calls';
import { leaderboardPeriods, type Leaderboard } from '@/lib/platform/schemas';
import { RetryState } from './RetryState';
import styles from './Promo.module.css';
import { orFallback } from '@/lib/platform/orFallback';
import { askPlatform, currentViewer, moneyFormat } from '@/lib/request/context';

export type LeaderboardPeriod = Leaderboard['period'];

/** The period a `?period=` asks for; anything else is today's. */
export function leaderboardPeriod(value: string | undefined): LeaderboardPeriod {
  return (leaderboardPeriods as readonly string[]).includes(value ?? '') ? (value as LeaderboardPeriod) : 'DAY';
}

/**
 * SPEC §2 /m/leaderBoard (visitors too): DAY/WEEK/MONTH as plain GET links, the platform's ranking (row 71) and,
 * signed in, the member's own rank.
 */
export async function LeaderBoardScreen({ period }: { period: LeaderboardPeriod }) {
  const money = await moneyFormat();
  const [t, viewer] = await Promise.all([getTranslations('leaderBoard'), currentViewer()]);
  const board = await askPlatform(leaderboard, { period }).catch(orFallback(null));
  return (
    <main className={styles.screen} data-screen="/m/leaderBoard">
      <nav className={forms.tabs} aria-label={t('periods')}>
        {leaderboardPeriods.map((entry) => (
          <a key={entry} href={`/m/leaderBoard?period=${entry}`} aria-current={entry === period ? 'page' : undefined}>
            {t(`period.${entry}`)}
          </a>
        ))}
      </nav>
      {board === null ? (
        <RetryState text={t('loadFailed')} href={`/m/leaderBoard?period=${period}`} label={t('retry')} />
      ) : (
        <>
          {board.me ? (
            <p className={styles.success} data-testid="my-rank">
              {t('me')}: <strong>#{board.me.rank}</strong> · {money(board.me.amount)}
            </p>
          ) : (
            !viewer.loggedIn && (
              <a className={styles.link} href={`/m/login?redirect=${encodeURIComponent(`/m/leaderBoard?period=${period}`)}`}>
                {t('signIn')}
              </a>
            )
          )}
          {board.content.length === 0 ? (
            <p className={styles.state} role="status">
              {t('empty')}
            </p>
          ) : (
            <table className={styles.board} aria-label={`${t('list')} – ${t(`period.${board.period}`)}`}>
              <thead>
                <tr>
                  <th scope="col">{t('rank')}</th>
                  <th scope="col">{t('player')}</th>
                  <th scope="col">{t('amount')}</th>
                </tr>
              </thead>
              <tbody>
                {board.content.map((row) => (
                  <tr key={row.rank} className={board.me?.rank === row.rank ? styles.mine : undefined} data-testid="leader-row">
                    <td>{row.rank}</td>
                    <td>{row.userName}</td>
                    <td>{money(row.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </main>
  );
}
