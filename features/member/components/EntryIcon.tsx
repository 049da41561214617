import type { MemberCentreEntryKey } from '@/features/member/logic/memberCentreEntries';

/** One line drawing per member centre entry (24x24, stroke only). */
const PATHS: Record<MemberCentreEntryKey, string> = {
  rewardCenter: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  mission: 'M6 3v18M6 4h11l-2 4 2 4H6',
  deposit: 'M3 6h18v12H3zM3 10h18M12 13v4M10 15l2 2 2-2',
  bettingRecord: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  inviteFriendsPopup: 'M4 7h16v12H4zM4 7l8 6 8-6M12 3v2',
  accountRecord: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  securityCenter: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6zM9 12l2 2 4-4',
  depositReport: 'M4 20V10M10 20V4M16 20v-8M22 20H2',
  withdrawReport: 'M4 20v-6M10 20V8M16 20V12M22 20H2',
  profitAndLoss: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  superiorTransfer: 'M12 20V5M6 11l6-6 6 6M5 20h14',
  manualRebate: 'M4 12a8 8 0 1 0 3-6.3M4 4v4h4M12 8v4l3 2',
  myRebate: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 10c0-1.5 6-1.5 6 0s-6 1.5-6 4 6 2.5 6 0M12 6v2M12 16v2',
  inviteFriends: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M19 8v6M16 11h6',
  agencyCenter: 'M4 21V8l8-5 8 5v13zM9 21v-6h6v6',
  customerService: 'M4 13a8 8 0 0 1 16 0v4h-4v-5h4M4 12h4v5H4zM16 17c0 2-2 3-4 3',
};

export function EntryIcon({ entry }: { entry: MemberCentreEntryKey }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path d={PATHS[entry]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
