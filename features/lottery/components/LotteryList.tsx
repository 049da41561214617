'use client';

import { useLocale, useTranslations } from 'next-intl';
import { memo, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { toastDurations } from '@/lib/toast/toastDurations';
import { toast } from '@/lib/toast/toastStore';
import { countdownView, formatCountdown, type CountdownInput, type CountdownView } from '@/features/lottery/logic/countdown';
import { createListClock, type ListClock } from '@/features/lottery/logic/listClock';
import {
  favouritesOf, LOTTFAV_KEY, parseFavouriteMap, setFavourite, type FavouriteMap,
} from '@/features/lottery/logic/favourites';
import { fetchLotteryMenu, LOTTERY_MENU_PATH } from '@/features/lottery/logic/fetchMenu';
import { useBff } from '@/lib/bff/useBff';
import {
  FAV_TAB, HOT_TAB, itemsOfTab, lotteryData, lotteryLaunchHref, lotteryTabs, type LotteryData, type LotteryItem,
} from '@/features/lottery/logic/menu';
import { REFRESH_AFTER_DRAW_MS, REFRESH_FALLBACK_MS, refreshDelay, remainingsOf } from '@/features/lottery/logic/refresh';
import { sharedTicker } from '@/features/lottery/logic/ticker';
import { winningDigits } from '@/features/lottery/logic/winning';
import { LOTTERY_ICON_WIDTH } from '@/features/lottery/logic/menu';
import { resizedImageUrl } from '@/lib/images/resizedImage';
import { centerCurrent } from '@/features/games/components/centerCurrent';
import { LaterPicture } from '@/components/LaterPicture';
import { useMemberHome } from '@/features/home/logic/useMemberHome';
import { useLaterPictures } from '@/lib/browser/useLaterPictures';
import { NEAR_SCREEN, useOnScreen } from '@/lib/browser/useOnScreen';
import styles from './LotteryList.module.css';

/** SPEC §9 language-change debounce. */
const LANGUAGE_DEBOUNCE_MS = 200;

export interface LotteryListProps {
  /** The first list, rendered on the server; null when the platform did not answer. */
  initial: (LotteryData & { serverNow: number }) | null;
  tab: string;
  /** Where the tab links point (the screen's own path) and the query parameter naming the tab. */
  basePath: string;
  tabParam: string;
  /** The signed-in member (LOTTFAV is keyed by it); null for visitors. */
  userName: string | null;
  /** On a shared member page: the name comes from the member's door (useMemberHome). */
  memberShell?: boolean;
  /** Where the FAV tab leads a visitor (SPEC §4: FAV requires login). */
  loginHref: string;
  cdns: string[];
  /** The list sits below the first screen (home): its pictures are asked for when they come near it. */
  picturesLater?: boolean;
}

function storedFavourites(): string | null {
  try {
    return window.localStorage.getItem(LOTTFAV_KEY);
  } catch {
    return null;
  }
}

function readFavourites(): FavouriteMap {
  return parseFavouriteMap(storedFavourites());
}

/** Told when this page changes LOTTFAV; another tab's change comes as a storage event. */
const FAVOURITES_CHANGED = 'lottfav-change';

function onFavouritesChange(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOTTFAV_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(FAVOURITES_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(FAVOURITES_CHANGED, onChange);
  };
}

const noFavouritesChange = () => () => {};
const noStoredFavourites = () => null;

function tabHref(basePath: string, tabParam: string, tab: string): string {
  return tab === HOT_TAB ? basePath : `${basePath}?${new URLSearchParams({ [tabParam]: tab })}`;
}

/**
 * SPEC §2 lottery list (Vietnamese style): tabs HOT, FAV and the server groups; rows with icon, name, issue,
 * sale status and countdown, previous winning digits and a heart. Every countdown is drawn from ONE shared
 * 500 ms ticker and the platform's clock (SPEC §4); the menu reloads on its timer and on a language change.
 */
export function LotteryList({
  initial, tab: initialTab, basePath, tabParam, userName: drawnFor, loginHref, cdns, picturesLater = false, memberShell = false,
}: LotteryListProps) {
  const t = useTranslations('lottery');
  const codes = useTranslations('codes');
  const locale = useLocale();
  const [data, setData] = useState<LotteryData | null>(initial);
  // Until the first tick, the rows draw at the server's render time, so the first paint matches the server HTML.
  const [clock] = useState(() => createListClock(initial?.serverNow ?? 0));
  const [tab, setTab] = useState(initialTab);
  const [failures, setFailures] = useState(0);
  // The platform clock's offset: from the server's render time when the list first shows, then from each refresh.
  const offsetRef = useRef<number | null>(null);
  const tabStrip = useRef<HTMLElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useLaterPictures(root);
  // Countdowns tick and the menu reloads only while the list is on the screen (or a quarter of a screen from it):
  // a list below home's first screen does no work while the page loads, and none for a player who never scrolls
  // to it. It ticks at once when it shows, so it never shows a stale time.
  const live = useOnScreen(root, NEAR_SCREEN);
  const [shownOnce, setShownOnce] = useState(false);
  if (live && !shownOnce) setShownOnce(true);
  // On the shared member home the name comes from the member's door, taken once the list has come near: its answer
  // does not draw the whole list again while the page loads.
  const userName = useMemberHome(memberShell && shownOnce)?.userName ?? drawnFor;
  // The server knows no favourites (they live in this browser): the first render draws none, as its HTML did.
  // They are read once the list first comes near the screen: the page's first 'storage' listener makes the
  // browser load the site's whole storage there and then (2-7 ms of the main thread), for hearts not yet seen.
  const storedMap = useSyncExternalStore(
    shownOnce ? onFavouritesChange : noFavouritesChange,
    shownOnce ? storedFavourites : noStoredFavourites,
    noStoredFavourites,
  );
  const favouriteMap = useMemo(() => parseFavouriteMap(storedMap), [storedMap]);
  const cdnsRef = useRef(cdns);
  // A refresh runs from timers: it reads the newest picture hosts through the ref.
  useEffect(() => {
    cdnsRef.current = cdns;
  }, [cdns]);

  // A newer server render (e.g. after a language change) brings a newer list.
  const [rendered, setRendered] = useState(initial);
  if (rendered !== initial) {
    setRendered(initial);
    if (initial) setData(initial);
  }

  // Every load is asked for here (the first right after mount, then the timer and a language change).
  const { mutate: reloadMenu } = useBff(
    LOTTERY_MENU_PATH,
    {
      onSuccess: (answer) => {
        const iconOf = (path: string) => resizedImageUrl({ imageCDNs: cdnsRef.current }, path, LOTTERY_ICON_WIDTH);
        offsetRef.current = answer.offset;
        setData(lotteryData(answer.menu, answer.receivedAt + answer.offset, iconOf));
      },
      // SPEC §4: a failed refresh keeps the last list; the timer is set again from it.
      onError: () => setFailures((count) => count + 1),
    },
    () => fetchLotteryMenu(),
  );
  const refresh = useCallback(async () => {
    await reloadMenu();
  }, [reloadMenu]);

  // When the menu's next reload is due (SPEC §4 menu timer); 0 for the first, as soon as the list shows: it also
  // measures the clock's offset over a real round trip (features/lottery/logic/countdown.ts clockOffset).
  const reloadDue = useRef(0);

  // The clock: the server's render time gives a first offset; the ticker drives every row while the list shows.
  useEffect(() => {
    if (!live) return;
    offsetRef.current ??= initial ? initial.serverNow - Date.now() : 0;
    // A reload that came due while the list was out of sight is made now.
    if (Date.now() >= reloadDue.current) void refresh();
    return clock.follow(sharedTicker(), () => offsetRef.current ?? 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first list is the server's, read once
  }, [live, refresh, clock]);

  // SPEC §4 menu timer: the smallest remaining time of the games with a numero (7000 ms when that is over,
  // at most 30000 ms), set again after every load or failed load.
  useEffect(() => {
    if (!live) return;
    const now = Date.now() + (offsetRef.current ?? 0);
    const delay = data
      ? refreshDelay(remainingsOf(data.items, (item) => item.deadline - now), REFRESH_AFTER_DRAW_MS)
      : REFRESH_FALLBACK_MS;
    reloadDue.current = Date.now() + delay;
    const timer = window.setTimeout(() => void refresh(), delay);
    return () => window.clearTimeout(timer);
  }, [data, failures, refresh, live]);

  // SPEC §4: reload on a language change, debounced 200 ms (a client-side change of locale; the language
  // selector's form already renders the page again on the server, whose list is taken above).
  const firstLocale = useRef(locale);
  useEffect(() => {
    if (locale === firstLocale.current) return;
    firstLocale.current = locale;
    const timer = window.setTimeout(() => void refresh(), LANGUAGE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [locale, refresh]);

  const favourites = favouritesOf(favouriteMap, userName);
  const tabs = useMemo(() => (data ? lotteryTabs(data.groups) : [HOT_TAB, FAV_TAB]), [data]);
  const shown = data ? itemsOfTab(data.items, tabs.includes(tab) ? tab : HOT_TAB, favourites) : [];

  const labelOf = (key: string) =>
    key === HOT_TAB ? t('hot') : key === FAV_TAB ? t('fav') : (data?.groups.find((group) => group.code === key)?.name ?? key);

  const chooseTab = (event: MouseEvent<HTMLAnchorElement>, key: string) => {
    if (key === FAV_TAB && !userName) return; // a real link to the login screen
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setTab(key);
    window.history.replaceState(window.history.state, '', tabHref(basePath, tabParam, key));
  };

  // One handler for every row, kept across renders so a row redraws only when its own game changes.
  const toggleFavourite = useCallback((item: LotteryItem, favourite: boolean) => {
    if (!userName) {
      toast.show('info', codes('in_logged_login'), toastDurations.infoMessage);
      return;
    }
    toast.show('loading', codes(favourite ? 'in_cancel_collection' : 'in_collection'), toastDurations.loadingAction);
    const next = setFavourite(readFavourites(), userName, item.gameId, !favourite);
    try {
      window.localStorage.setItem(LOTTFAV_KEY, JSON.stringify(next));
    } catch {
      toast.doneLoading();
      return;
    }
    window.dispatchEvent(new Event(FAVOURITES_CHANGED));
    toast.doneLoading();
    toast.show('success', codes('in_chang_saved'), toastDurations.success);
  }, [userName, codes]);

  const current = tabs.includes(tab) ? tab : HOT_TAB;

  // A tab chosen from the address (or past the strip's edge) would otherwise sit out of sight. Measured once the list
  // comes near: measuring earlier would lay out home's lottery section, which the page skips while out of sight.
  useEffect(() => {
    if (shownOnce) centerCurrent(tabStrip.current);
  }, [current, tabs, shownOnce]);

  return (
    <div className={styles.lottery} data-lottery-list ref={root}>
      <nav aria-label={t('tabs')} className={styles.tabs} ref={tabStrip}>
        <ul>
          {tabs.map((key) => (
            <li key={key}>
              <a
                href={key === FAV_TAB && !userName ? loginHref : tabHref(basePath, tabParam, key)}
                aria-current={key === current ? 'page' : undefined}
                data-tab={key}
                onClick={(event) => chooseTab(event, key)}
              >
                {labelOf(key)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {!data ? (
        <p className={styles.empty} role="alert">
          {t('unavailable')}
        </p>
      ) : shown.length === 0 ? (
        <p className={styles.empty} data-empty-state>
          {current === FAV_TAB ? t('emptyFav') : t('empty')}
        </p>
      ) : (
        <ul className={styles.list} aria-label={t('list')}>
          {shown.map((item) => (
            <LotteryRow
              key={item.gameId}
              item={item}
              clock={clock}
              favourite={favourites.includes(item.gameId)}
              onToggle={toggleFavourite}
              pictureLater={picturesLater}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * One part of a row's countdown (SPEC §4) read from the list's clock: the component redraws when that part
 * changes, not at every tick.
 */
function useCountdownPart<T extends string | number | boolean>(clock: ListClock, item: Omit<CountdownInput, 'serverNow'>, part: (view: CountdownView) => T): T {
  const read = () => part(countdownView({ ...item, serverNow: clock.now() }));
  return useSyncExternalStore(clock.subscribe, read, read);
}

const statusOf = (view: CountdownView) => view.status;
const nearOf = (view: CountdownView) => view.near;
const lockTextOf = (view: CountdownView) => formatCountdown(view.lockRemainingMs);
const textOf = (view: CountdownView) => view.text;
const secondsOf = (view: CountdownView) => Math.ceil(view.remainingMs / 1000);

/** The row's sale status, with the bet lock's countdown while betting is open. */
function SaleStatus({ clock, item }: { clock: ListClock; item: LotteryItem }) {
  const t = useTranslations('lottery');
  const status = useCountdownPart(clock, item, statusOf);
  return (
    <span className={styles.status} data-sale-status>
      {t(`status.${status}`)}
      {status === 'open' && (
        <>
          {' · '}
          <LockCountdown clock={clock} item={item} />
        </>
      )}
    </span>
  );
}

function LockCountdown({ clock, item }: { clock: ListClock; item: LotteryItem }) {
  const t = useTranslations('lottery');
  const time = useCountdownPart(clock, item, lockTextOf);
  return <span data-lock>{t('lockIn', { time })}</span>;
}

/** The big countdown to the draw. */
function DrawCountdown({ clock, item, near }: { clock: ListClock; item: LotteryItem; near: boolean }) {
  const t = useTranslations('lottery');
  const text = useCountdownPart(clock, item, textOf);
  const seconds = useCountdownPart(clock, item, secondsOf);
  return seconds > 0 ? (
    <time dateTime={`PT${seconds}S`} aria-label={t('countdown')} className={near ? styles.near : undefined} data-countdown>
      {text}
    </time>
  ) : (
    <span aria-label={t('countdown')} data-countdown>
      {text}
    </span>
  );
}

const LotteryRow = memo(function LotteryRow({
  item,
  clock,
  favourite,
  onToggle,
  pictureLater,
}: {
  item: LotteryItem;
  clock: ListClock;
  favourite: boolean;
  onToggle: (item: LotteryItem, favourite: boolean) => void;
  pictureLater: boolean;
}) {
  const t = useTranslations('lottery');
  const digits = winningDigits(item.previousWinningNumber);
  const status = useCountdownPart(clock, item, statusOf);
  const near = useCountdownPart(clock, item, nearOf);
  return (
    <li className={styles.row} data-game-code={item.gameCode} data-near={near} data-status={status} data-favourite={favourite}>
      <a href={lotteryLaunchHref(item)} className={styles.launch}>
        {pictureLater ? (
          <LaterPicture src={item.icon} alt="" width={48} height={48} className={styles.icon} />
        ) : (
          <img src={item.icon} alt="" width={48} height={48} loading="lazy" decoding="async" className={styles.icon} />
        )}
        <span className={styles.body}>
          <span className={styles.name}>{item.name}</span>
          <span className={styles.numero} data-numero={item.numero}>
            {item.numero ? t('numero', { numero: item.numero }) : t('noNumero')}
          </span>
          <SaleStatus clock={clock} item={item} />
          {digits.length > 0 ? (
            <ol className={styles.balls} aria-label={t('previous')} data-winning>
              {digits.map((digit, index) => (
                <li key={index}>{digit}</li>
              ))}
            </ol>
          ) : (
            <span className={styles.noResult}>{t('noResult')}</span>
          )}
        </span>
        <span className={styles.clock}>
          {/* Beside the bet lock's countdown, the big one says what it counts down to (screen readers have its own label). */}
          <span className={styles.clockLabel} aria-hidden="true" data-draw-label>
            {t('drawIn')}
          </span>
          <DrawCountdown clock={clock} item={item} near={near} />
          {near && <span className={styles.nearBadge}>{t('near')}</span>}
        </span>
      </a>
      <button
        type="button"
        className={styles.heart}
        aria-pressed={favourite}
        aria-label={t('favourite', { game: item.name })}
        onClick={() => onToggle(item, favourite)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 2.9 4.5 6.6 4.1c2.1-.2 3.9.9 5.4 2.8 1.5-1.9 3.3-3 5.4-2.8 3.7.4 5.7 4.3 4.2 7.7C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
    </li>
  );
});
