import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import { AccountMenu } from '@/components/home/AccountMenu';
import { BannerStrip } from '@/components/home/BannerStrip';
import { NoticeList } from '@/components/home/NoticeList';
import { GameGrid } from '@/components/games/GameGrid';
import { announcements, hotGames } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import { currentViewer } from '@/lib/session/currentSession';
import { loadSettings } from '@/lib/settings/settings';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';
import styles from './page.module.css';

export const dynamic = 'force-dynamic';

const FIRST_VIEW_GAMES = 26;

/** SPEC §2 home: banners, notices and hot games painted on the server; each section fails on its own. */
export default async function HomePage() {
  const [t, viewer, snapshot, options] = await Promise.all([
    getTranslations('home'),
    currentViewer(),
    loadSettings(),
    requestOptions(),
  ]);
  const settings = snapshot?.settings ?? null;
  const [groups, hot] = await Promise.allSettled([
    callPlatform(announcements, { types: 'B,PL,PU,H', groupName: 'm_home' }, options),
    callPlatform(hotGames, {}, options),
  ]);
  const unavailable = <p className={styles.unavailable} role="status">{t('sectionUnavailable')}</p>;

  return (
    <main className={styles.home}>
      <div className={styles.account}>
        {viewer.loggedIn ? (
          <ClientMessages namespaces={['account', 'dialog', 'toast']}>
            <AccountMenu name={viewer.userName ?? ''} />
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
      </div>

      {groups.status === 'fulfilled' ? (
        <>
          <BannerStrip banners={groups.value.banners} settings={settings} label={t('banners')} />
          <NoticeList notices={groups.value.playerNotices} label={t('notices')} emptyText={t('noAnnouncement')} />
        </>
      ) : (
        unavailable
      )}

      <section aria-labelledby="hot-games">
        <h2 id="hot-games" className={styles.heading}>
          {t('hotGames')}
        </h2>
        {hot.status === 'fulfilled' ? (
          <GameGrid
            games={hot.value.list.slice(0, FIRST_VIEW_GAMES)}
            settings={settings}
            playLabel={(game) => t('play', { game })}
          />
        ) : (
          unavailable
        )}
      </section>
    </main>
  );
}
