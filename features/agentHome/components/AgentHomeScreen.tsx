import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ContractCheck } from '@/features/contracts/components/ContractCheck';
import { redirect, RedirectType } from 'next/navigation';
import { agentFooter, agentTiles } from '@/features/agentHome/logic/agentNav';
import { loadAgentHome } from '@/features/agentHome/logic/agentHomeLoad';
import { GREETING_BANDS, greetingBand, type GreetingBand } from '@/features/agentHome/logic/greeting';
import { zonedHour } from '@/lib/format/zonedClock';
import { balanceText } from '@/lib/format/balance';
import { checksContracts, pendingContract } from '@/features/contracts/logic/contractCheck';
import { memberContracts } from '@/lib/platform/calls';
import { askPlatform, currentSession, currentSettings } from '@/lib/request/context';
import { loginPathFor } from '@/lib/routes/returnPath';
import { isAgentType } from '@/lib/routes/routeTable';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';
import { runtimeKeys } from '@/lib/i18n/runtimeKeys';
import { Greeting } from './Greeting';
import { TileIcon } from './TileIcon';
import styles from './AgentHomeScreen.module.css';

const COUNTERS = ['teamLoginMemberCount', 'teamBetMemberCount', 'teamRegisterMemberCount', 'teamOnlineCount'] as const;

function Badge({ count, label }: { count: number | null; label: string }) {
  if (!count || count <= 0) return null;
  return (
    <>
      <span className={styles.badge} data-badge={count} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}

/**
 * SPEC §2 agent home (/m/agent/home, /m/agent), guarded on the server (SPEC §6: types 0, 4 and 40 are
 * replaced to /m/home, before any agent call is made). The shell draws neither header nor bottom menu here, so
 * the screen draws its own top and footer. Every part says so when its call failed; the page itself never fails.
 */
export async function AgentHomeScreen({ path }: { path: string }) {
  const session = await currentSession();
  if (!session) redirect(loginPathFor(path), RedirectType.replace);
  if (!isAgentType(session.type)) redirect('/m/home', RedirectType.replace);

  const [t, tTitles, snapshot] = await Promise.all([
    getTranslations('agentHome'),
    getTranslations('titles'),
    currentSettings(),
  ]);
  const timeZone = await getTimeZone();
  const now = new Date();
  const data = await loadAgentHome(timeZone, now);
  // The renewed member info has the last word on the member type.
  const type = data.member?.type ?? session.type;
  if (!isAgentType(type)) redirect('/m/home', RedirectType.replace);

  const settings = snapshot?.settings ?? null;
  const tiles = agentTiles((flag) => whitelabelFlag(settings, flag));
  const greetings = Object.fromEntries(GREETING_BANDS.map((band) => [band, t(`greeting.${band}`)])) as Record<GreetingBand, string>;
  const name = data.member ? data.member.nickname || data.member.account : session.userName;
  // Agents land here rather than on home after signing in, so the SPEC §4 contract question is asked here too;
  // it streams in after the screen and never holds it back.
  const contract = checksContracts(type)
    ? askPlatform(memberContracts, {}).then((contracts) => pendingContract(type, contracts), () => null)
    : null;

  return (
    <main className={styles.screen}>
      <header className={styles.top}>
        <h1 className={styles.title}>{tTitles('agentHome')}</h1>
        <Greeting serverBand={greetingBand(zonedHour(now, timeZone))} texts={greetings} className={styles.greeting} />
        <p className={styles.name} data-testid="agent-name">
          {name}
        </p>
        {!data.member && (
          <p className={styles.unavailable} role="status">
            {t('unavailable.member')}
          </p>
        )}
      </header>

      <section aria-labelledby="agent-balance" className={styles.card}>
        <h2 id="agent-balance" className={styles.label}>
          {t('totalBalance')}
        </h2>
        {data.balance ? (
          <p className={styles.balance} data-testid="agent-balance">
            {balanceText(data.balance, true, await getLocale())}
          </p>
        ) : (
          <p className={styles.unavailable} role="status">
            {t('unavailable.balance')}
          </p>
        )}
        <div className={styles.actions}>
          <a href="/m/withdraw" className={styles.action}>
            {t('withdraw')}
          </a>
          <a href="/m/voucherCenter" className={`${styles.action} ${styles.primary}`}>
            {t('deposit')}
          </a>
        </div>
      </section>

      <section aria-labelledby="agent-team" className={styles.card}>
        <h2 id="agent-team" className={styles.label}>
          {t('teamToday')}
        </h2>
        {data.team ? (
          <dl className={styles.counters}>
            {COUNTERS.map((counter) => (
              <div key={counter} className={styles.counter} data-counter={counter}>
                <dt>{t(`counters.${counter}`)}</dt>
                <dd>{data.team![counter]}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className={styles.unavailable} role="status">
            {t('unavailable.team')}
          </p>
        )}
      </section>

      {tiles.length > 0 && (
        <nav aria-label={t('tilesLabel')}>
          <ul className={styles.tiles}>
            {tiles.map((tile) => (
              <li key={tile.key}>
                <a href={tile.path} className={styles.tile} data-tile={tile.key}>
                  <TileIcon name={tile.key} className={styles.icon} />
                  <span>{runtimeKeys(t)(`tiles.${tile.key}`)}</span>
                  {tile.key === 'mail' && <Badge count={data.inboxUnread} label={t('unread', { count: data.inboxUnread ?? 0 })} />}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <nav aria-label={t('footerLabel')} className={styles.footer}>
        <ul>
          {agentFooter(type).map((entry) => (
            <li key={entry.key}>
              <a href={entry.path} className={styles.footerLink} data-footer={entry.key}>
                <TileIcon name={entry.key} className={styles.footerIcon} />
                <span>{t(`footer.${entry.key}`)}</span>
                {entry.key === 'announcements' && (
                  <Badge count={data.noticesUnread} label={t('unread', { count: data.noticesUnread ?? 0 })} />
                )}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {contract && (
        <Suspense fallback={null}>
          <ContractCheck pending={contract} />
        </Suspense>
      )}
    </main>
  );
}
