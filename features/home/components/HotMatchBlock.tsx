import { getTranslations } from 'next-intl/server';
import { hotMatchHref } from '@/features/home/logic/hotMatches';
import { dateFormat } from '@/lib/request/context';
import type { ConsolidatedSettings, HotMatch } from '@/lib/platform/schemas';
import { ICON_WIDTHS, responsiveImage } from '@/lib/images/resizedImage';
import { Carousel } from './Carousel';
import { closedByAny, DialogOpener } from '@/components/dialog/DialogOpener';
import { WorldCupTicket } from './WorldCupTicket';
import styles from './HotMatchBlock.module.css';
import { DialogHead } from '@/components/dialog/DialogHead';

/** SPEC §9 hot-match carousel. */
export const HOT_MATCH_SPEED_MS = 500;
export const HOT_MATCH_DELAY_MS = 5000;
const DIALOG_ID = 'hot-match-dialog';

function matchTime(value: number | string): Date | null {
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * SPEC §2 hot-match block: a vertical carousel of the matches (looping and playing only with more than one),
 * a banner that opens the 'Trận Cầu Đỉnh Cao' popup listing them, and the world-cup ticket when the merchant
 * has one. Every match is a link that launches it as a SPORTS game.
 */
export async function HotMatchBlock({ matches, settings, slideRole }: { matches: HotMatch[]; settings: ConsolidatedSettings | null; slideRole: string }) {
  const launchable = matches.filter((match) => match.roomId != null && String(match.roomId) !== '');
  const worldCup = settings?.resources.find((resource) => resource.resourceType === 'WORLDCUP' && /^https?:\/\//.test(resource.url));
  if (launchable.length === 0 && !worldCup) return null;
  const [t, format] = await Promise.all([getTranslations('home'), dateFormat()]);

  // One card per match, shown in the carousel and listed again in the popup: the same elements in both places,
  // so the page's hydration data carries each card once and refers to it the second time.
  const cards = launchable.map((match) => {
    const start = matchTime(match.matchTime);
    return (
      <a key={match.id} href={hotMatchHref(match)} className={styles.match}>
        <span className={styles.meta}>
          <span className={styles.league}>{match.league}</span>
          {start && <time dateTime={start.toISOString()}>{format.date(start, 'matchTime')}</time>}
        </span>
        <span className={styles.teams}>
          <span className={styles.team}>
            <img {...responsiveImage(settings, match.homeTeamImageUrl, '32px', ICON_WIDTHS)} alt="" width={32} height={32} loading="lazy" decoding="async" />
            <bdi>{match.homeTeam}</bdi>
          </span>
          <strong className={styles.vs}>{t('hotMatch.vs')}</strong>
          <span className={styles.team}>
            <img {...responsiveImage(settings, match.awayTeamImageUrl, '32px', ICON_WIDTHS)} alt="" width={32} height={32} loading="lazy" decoding="async" />
            <bdi>{match.awayTeam}</bdi>
          </span>
        </span>
      </a>
    );
  });

  return (
    <section
      aria-labelledby={launchable.length > 0 ? 'hot-match-title' : undefined}
      aria-label={launchable.length > 0 ? undefined : t('worldCup.toggle')}
      className={styles.block}
    >
      {launchable.length > 0 && (
        <>
          <DialogOpener dialogId={DIALOG_ID} className={styles.banner}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={styles.trophy}>
              <path d="M7 4h10v3a5 5 0 0 1-10 0zM7 5H4v1a3 3 0 0 0 3 3M17 5h3v1a3 3 0 0 1-3 3M12 12v4M8 20h8M9 16h6v4H9z" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
            </svg>
            <span id="hot-match-title" className={styles.title}>
              {t('hotMatch.title')}
            </span>
            <span className={styles.more}>{t('hotMatch.viewAll')}</span>
          </DialogOpener>
          <div className={styles.carousel}>
            <Carousel
              slides={cards}
              slideRole={slideRole}
              direction="vertical"
              speed={HOT_MATCH_SPEED_MS}
              delay={HOT_MATCH_DELAY_MS}
            />
          </div>
          <dialog id={DIALOG_ID} aria-labelledby="hot-match-dialog-title" className={styles.dialog} {...closedByAny}>
            <DialogHead titleId="hot-match-dialog-title" title={t('hotMatch.title')} closeLabel={t('close')} brand className={styles.dialogHead} />
            <ul className={styles.list}>
              {cards.map((card) => (
                <li key={card.key}>{card}</li>
              ))}
            </ul>
          </dialog>
        </>
      )}
      {worldCup && <WorldCupTicket url={worldCup.url} label={t('worldCup.toggle')} linkText={t('worldCup.open')} />}
    </section>
  );
}
