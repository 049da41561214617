import type { PendingContract } from '@/features/contracts/logic/contractCheck';
import type { BalanceView } from '@/lib/format/balance';

/** The member's door: what a shared home (the member shell) is completed with after hydration. */
export const MEMBER_HOME_DOOR = '/wps/home/member';

/** SPEC §2 and §4: a member's parts of home, for this session alone. A part the platform failed is null (or none). */
export interface MemberHome {
  /** The session's account name: the key of the lottery favourites this device keeps (SPEC §2 FAV tab). */
  userName: string;
  name: string;
  club: string | null;
  balance: BalanceView | null;
  unread: number | null;
  favourites: string[];
  contract: PendingContract | null;
  signInKey: string;
}

declare module '@/lib/bff/bffFetch' {
  interface OwnDoors {
    '/wps/home/member': MemberHome;
  }
}
