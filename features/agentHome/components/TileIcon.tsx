/** Line icons of the agent home tiles and footer (24x24 strokes), by their message key. */
const ICONS: Record<string, string> = {
  teamOverview: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  transactionRecord: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  teamManage: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M17 11a3 3 0 1 0-1-5.8M21 20a6 6 0 0 0-4-5.6',
  redRain: 'M5 4h14v16H5zM5 9l7 4 7-4M12 4v2',
  teamPnl: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  teamBetting: 'M4 6h16v12H4zM8 12h8M12 8v8',
  rebateSetting: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .3-1.5-1.5.3-2-3-1-1 2h-2l-1-2-3 1 .3 2L6.3 8.3 4.3 8l-1 3 2 1v2l-2 1 1 3 2-.3 1.5 1.5-.3 2 3 1 1-2h2l1 2 3-1-.3-2 1.5-1.5 2 .3 1-3-2-1z',
  rebateIncome: 'M12 3v18M17 7H9.5a3 3 0 0 0 0 6h5a3 3 0 0 1 0 6H6',
  securityCenter: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  home: 'M3 11l9-8 9 8M5 10v10h14V10',
  openAccount: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M19 8v6M16 11h6',
  dividend: 'M12 3a9 9 0 1 0 9 9h-9zM15 2.5A9 9 0 0 1 21.5 9H15z',
  announcements: 'M4 10v4h3l6 4V6L7 10zM17 9a4 4 0 0 1 0 6',
};

export function TileIcon({ name, className }: { name: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" className={className}>
      <path d={ICONS[name] ?? ICONS.teamOverview} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
