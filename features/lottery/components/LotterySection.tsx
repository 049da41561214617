import { ClientMessages } from '@/components/ClientMessages';
import { FAVOURITE_CODE_MESSAGES } from '@/features/games/logic/favouriteToggle';
import { loadLotterySnapshot, type LotterySnapshot } from '@/features/lottery/logic/loadMenu';
import { FAV_TAB, lotteryTabs, tabOf } from '@/features/lottery/logic/menu';
import { currentSettings, currentViewer } from '@/lib/request/context';
import { loginPathFor } from '@/lib/routes/returnPath';
import { LotteryList } from './LotteryList';

export interface LotterySectionProps {
  /** The tab the query asks for (HOT when it names none). */
  tab?: string | string[];
  /** The path of the screen the list sits on; tab links point at it. */
  basePath: string;
  /** The query parameter that names the tab (e.g. 'tab' on /m/moreLottery, 'lottTab' on the home screen). */
  tabParam?: string;
  /** The menu load, when the screen started it beside its own platform calls rather than after them. */
  snapshot?: Promise<LotterySnapshot | null>;
  /** The list sits below the first screen: its pictures are asked for when they come near it. */
  picturesLater?: boolean;
  /**
   * Drawn on a shared member page: the member's name (the key of the FAV tab's favourites) comes from the
   * member's door after hydration, and the session is not read.
   */
  memberShell?: boolean;
}

/**
 * The Vietnamese-style lottery list (SPEC §2), ready to embed: loads the menu on the server, so the first list
 * is in the HTML (readable without scripts), then hands it to the client list that ticks and refreshes.
 */
export async function LotterySection({ tab, basePath, tabParam = 'tab', snapshot: started, picturesLater, memberShell = false }: LotterySectionProps) {
  const [viewer, settingsSnapshot] = await Promise.all([memberShell ? null : currentViewer(), currentSettings()]);
  const settings = settingsSnapshot?.settings ?? null;
  const snapshot = await (started ?? loadLotterySnapshot(settings));
  const tabs = lotteryTabs(snapshot?.groups ?? []);
  const favHref = `${basePath}?${new URLSearchParams({ [tabParam]: FAV_TAB })}`;
  return (
    <ClientMessages namespaces={['lottery', ...FAVOURITE_CODE_MESSAGES]}>
      <LotteryList
        initial={snapshot}
        tab={tabOf(tab, tabs)}
        basePath={basePath}
        tabParam={tabParam}
        userName={viewer?.loggedIn ? viewer.userName : null}
        memberShell={memberShell}
        loginHref={loginPathFor(favHref)}
        cdns={settings?.imageCDNs ?? []}
        picturesLater={picturesLater}
      />
    </ClientMessages>
  );
}
