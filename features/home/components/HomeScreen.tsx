import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { FloatingDownload } from '@/features/download/components/FloatingDownload';
import { BannerCarousel } from './BannerCarousel';
import { ContractCheck } from '@/features/contracts/components/ContractCheck';
import { FloatingService } from './FloatingService';
import { HomePopups } from './HomePopups';
import { HotMatchBlock } from './HotMatchBlock';
import { NoticeTicker } from './NoticeTicker';
import { ProfileCard } from './ProfileCard';
import { GameGrid } from '@/features/games/components/GameGrid';
import { LotterySection } from '@/features/lottery/components/LotterySection';
import { loadLotterySnapshot } from '@/features/lottery/logic/loadMenu';
import { signInKey, startHomeLoad } from '@/features/home/logic/homeLoad';
import { popupNotices } from '@/features/home/logic/loginPopups';
import { announcements, hotGames } from '@/lib/platform/calls';
import { askPlatform, currentSession, currentSettings } from '@/lib/request/context';
import { viewerOf } from '@/lib/session/session';
import styles from './HomeScreen.module.css';

const FIRST_VIEW_GAMES = 26;

/**
 * SPEC §2 home screen. The first view (banners, notices, hot matches, hot games) is server HTML, each section failing
 * on its own. A signed-in player's home load (SPEC §4) starts at the same moment and streams into place
 * without holding the first paint back.
 */
export async function HomeScreen({ lottTab }: { lottTab: string | string[] | undefined }) {
  const [t, tTitles, tToast, session, snapshot] = await Promise.all([
    getTranslations('home'),
    getTranslations('titles'),
    getTranslations('toast'),
    currentSession(),
    currentSettings(),
  ]);
  const settings = snapshot?.settings ?? null;
  const viewer = viewerOf(session);
  const load = session ? startHomeLoad(session) : null;
  // The lottery menu is asked beside the first view's calls, not after them: one platform round trip, not two.
  const lottery = loadLotterySnapshot(settings);
  const [groups, hot, favourites] = await Promise.allSettled([
    askPlatform(announcements, { types: 'B,PL,PU,H', groupName: 'm_home' }),
    askPlatform(hotGames, {}),
    load ? load.favourites : Promise.resolve([]),
  ]);
  const unavailable = <p className={styles.unavailable} role="status">{t('sectionUnavailable')}</p>;
  const roles = { carousel: t('carousel'), slide: t('slide') };

  return (
    <main className={styles.home}>
      {/* The header shows the logo here, not a title: the page's name is for assistive technology only. */}
      <h1 className="visually-hidden">{tTitles('home')}</h1>
      <ProfileCard viewer={viewer} load={load} settings={settings} />

      {groups.status === 'fulfilled' ? (
        <>
          <BannerCarousel banners={groups.value.banners} settings={settings} label={t('banners')} roles={roles} />
          <NoticeTicker
            notices={groups.value.playerNotices}
            label={t('notices')}
            emptyText={t('noAnnouncement')}
            emptyToast={tToast('noAnnouncement')}
          />
          <div className={styles.besideFloating}>
            <HotMatchBlock matches={groups.value.hotMatches} settings={settings} slideRole={roles.slide} />
          </div>
        </>
      ) : (
        unavailable
      )}

      <section aria-labelledby="hot-games" className={`${styles.belowFold} ${styles.besideFloating}`}>
        <h2 id="hot-games" className={styles.heading}>
          {t('hotGames')}
        </h2>
        {hot.status === 'fulfilled' ? (
          <GameGrid
            games={hot.value.list.slice(0, FIRST_VIEW_GAMES)}
            settings={settings}
            playLabel={(game) => t('play', { game })}
            favouriteIds={favourites.status === 'fulfilled' ? favourites.value : []}
          />
        ) : (
          unavailable
        )}
      </section>

      <section aria-labelledby="home-lottery" className={`${styles.belowFold} ${styles.besideFloating}`}>
        <h2 id="home-lottery" className={styles.heading}>
          {t('lottery')}
        </h2>
        <LotterySection basePath="/m/home" tabParam="lottTab" tab={lottTab} snapshot={lottery} picturesLater />
      </section>

      {session && groups.status === 'fulfilled' && (
        <HomePopups notices={popupNotices(groups.value.popups)} signInKey={signInKey(session.token)} />
      )}
      {load && (
        <Suspense fallback={null}>
          <ContractCheck pending={load.contract} />
        </Suspense>
      )}
      <FloatingService label={t('customerService')} />
      <FloatingDownload />
    </main>
  );
}
