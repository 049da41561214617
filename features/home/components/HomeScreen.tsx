import { getTranslations } from 'next-intl/server';
import { FloatingDownload } from '@/features/download/components/FloatingDownload';
import { BannerCarousel } from './BannerCarousel';
import { ClientMessages } from '@/components/ClientMessages';
import { FloatingService } from './FloatingService';
import { HomePopups } from './HomePopups';
import { HotMatchBlock } from './HotMatchBlock';
import { NoticeTicker } from './NoticeTicker';
import { MemberHomeScope } from './MemberHomeScope';
import { MemberContract, MemberHearts } from './MemberParts';
import { ProfileCard } from './ProfileCard';
import { GameGrid } from '@/features/games/components/GameGrid';
import { LotterySection } from '@/features/lottery/components/LotterySection';
import { loadLotterySnapshot } from '@/features/lottery/logic/loadMenu';
import { popupNotices } from '@/features/home/logic/loginPopups';
import { announcements, hotGames } from '@/lib/platform/calls';
import { askPlatform, currentMemberBit, currentSettings } from '@/lib/request/context';
import styles from './HomeScreen.module.css';

const FIRST_VIEW_GAMES = 26;

/**
 * SPEC §2 home screen. The first view (banners, notices, hot matches, hot games) is server HTML, each section failing
 * on its own. It is drawn from the member bit alone, never from a session, so one page serves every visitor and
 * another every member (lib/routes/sharedRenders.ts): a member's own parts (SPEC §4 home load: names, balance,
 * unread dot, hearts, login popups, contract prompt) come after hydration from the member's door
 * (features/home/logic/memberHome.ts) into places the page keeps for them.
 */
export async function HomeScreen({ lottTab }: { lottTab: string | string[] | undefined }) {
  const [t, tTitles, tToast, member, snapshot] = await Promise.all([
    getTranslations('home'),
    getTranslations('titles'),
    getTranslations('toast'),
    currentMemberBit(),
    currentSettings(),
  ]);
  const settings = snapshot?.settings ?? null;
  // The lottery menu is asked beside the first view's calls, not after them: one platform round trip, not two.
  const lottery = loadLotterySnapshot(settings);
  const [groups, hot] = await Promise.allSettled([
    askPlatform(announcements, { types: 'B,PL,PU,H', groupName: 'm_home' }),
    askPlatform(hotGames, {}),
  ]);
  const unavailable = <p className={styles.unavailable} role="status">{t('sectionUnavailable')}</p>;
  const roles = { carousel: t('carousel'), slide: t('slide') };

  const screen = (
    <main className={styles.home}>
      {/* The header shows the logo here, not a title: the page's name is for assistive technology only. */}
      <h1 className="visually-hidden">{tTitles('home')}</h1>
      <ProfileCard member={member} settings={settings} />

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
            signedIn={member}
            favouriteIds={[]}
          />
        ) : (
          unavailable
        )}
      </section>

      <section aria-labelledby="home-lottery" className={`${styles.belowFold} ${styles.besideFloating}`}>
        <h2 id="home-lottery" className={styles.heading}>
          {t('lottery')}
        </h2>
        <LotterySection basePath="/m/home" tabParam="lottTab" tab={lottTab} snapshot={lottery} picturesLater memberShell={member} />
      </section>

      {member && (
        <>
          {groups.status === 'fulfilled' && <HomePopups notices={popupNotices(groups.value.popups)} />}
          <MemberHearts />
          <ClientMessages namespaces={['home.contract']}>
            <MemberContract />
          </ClientMessages>
        </>
      )}
      <FloatingService label={t('customerService')} />
      <FloatingDownload />
    </main>
  );
  return member ? <MemberHomeScope>{screen}</MemberHomeScope> : screen;
}
