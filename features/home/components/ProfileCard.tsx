import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/components/ClientMessages';
import type { HomeLoad } from '@/features/home/logic/homeLoad';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';
import type { Viewer } from '@/lib/session/session';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';
import { AccountMenu } from './AccountMenu';
import { SideMenu } from './SideMenu';
import { UnreadDot } from './UnreadDot';
import styles from './ProfileCard.module.css';

/** Nickname if set, otherwise the account (SPEC §2), once the renewed member info arrives. */
async function DisplayName({ member, fallback }: { member: HomeLoad['member']; fallback: string }) {
  const info = await member;
  return info?.nickname || info?.account || fallback;
}

async function ClubLabel({ member }: { member: HomeLoad['member'] }) {
  const label = (await member)?.clubLabel?.labelName;
  return label ? <span className={styles.club}>{label}</span> : null;
}

function Avatar() {
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" className={styles.avatar}>
      <circle cx="20" cy="20" r="20" fill="currentColor" opacity="0.18" />
      <circle cx="20" cy="16" r="7" fill="currentColor" />
      <path d="M7 34a13 13 0 0 1 26 0" fill="currentColor" />
    </svg>
  );
}

/**
 * SPEC §2 home profile card: side menu, the user block (-> /m/myAccount/index), the message-centre icon with
 * its unread dot, and the account popover, or for visitors the login (and, with DIRECTREG3, register) links.
 * The names stream in from the home load; the first paint uses the session's account name.
 */
export async function ProfileCard({ viewer, load, settings }: { viewer: Viewer; load: HomeLoad | null; settings: ConsolidatedSettings | null }) {
  const t = await getTranslations('home');
  const signedIn = viewer.loggedIn && load !== null;
  const account = viewer.userName ?? '';
  return (
    <section aria-label={t('profile')} className={styles.card}>
      <SideMenu settings={settings} />
      {signedIn ? (
        <a href="/m/myAccount/index" className={styles.user}>
          <Avatar />
          <span className={styles.who}>
            {/* Read left to right inside a right-to-left sentence: a name is not part of the language around it. */}
            <bdi className={styles.name}>
              <Suspense fallback={account}>
                <DisplayName member={load.member} fallback={account} />
              </Suspense>
            </bdi>
            <Suspense fallback={null}>
              <ClubLabel member={load.member} />
            </Suspense>
          </span>
        </a>
      ) : (
        <div className={styles.user}>
          <Avatar />
          <span className={styles.who}>
            <span className={styles.name}>{t('guest')}</span>
            <span className={styles.hint}>{t('guestHint')}</span>
          </span>
        </div>
      )}
      <a href={signedIn ? '/m/webEmail' : '/m/login'} className={styles.message}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M3 6h18v12H3zM3 7l9 6 9-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        <span className="visually-hidden">{t('messages')}</span>
        {signedIn && (
          <Suspense fallback={null}>
            <UnreadDot initial={load.unread} label={t('unread')} className={styles.dot} />
          </Suspense>
        )}
      </a>
      {signedIn ? (
        <ClientMessages namespaces={['account', 'dialog', 'toast']}>
          <AccountMenu name={account} balance={load.balance} />
        </ClientMessages>
      ) : (
        <nav className={styles.auth}>
          <a href="/m/login">{t('login')}</a>
          {whitelabelFlag(settings, 'DIRECTREG3') && (
            <a href="/m/register" className={styles.primary}>
              {t('register')}
            </a>
          )}
        </nav>
      )}
    </section>
  );
}
