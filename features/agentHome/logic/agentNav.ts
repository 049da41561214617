import { DIVIDEND_EXCLUDED_TYPES } from '@/lib/routes/routeTable';
import type { WhitelabelFlag } from '@/lib/settings/whitelabelFlag';

/** One agent-home tile: its message key, the whitelabel switch that shows it, and where it leads. */
export interface AgentTile {
  key: string;
  flag: WhitelabelFlag;
  path: string;
}

/** SPEC §2 agent home nav tiles (flag -> path), in the spec's order. */
export const AGENT_TILES: readonly AgentTile[] = [
  { key: 'teamOverview', flag: 'AGEPAG', path: '/m/agent/team/overview' },
  { key: 'transactionRecord', flag: 'TRANSREC3', path: '/m/transaction/record?types=A' },
  { key: 'teamManage', flag: 'DOWNMAN', path: '/m/member/team' },
  { key: 'redRain', flag: 'AGENTRANSMULTDOWN3', path: '/m/redRain' },
  { key: 'teamPnl', flag: 'AGETEAMPNL3', path: '/m/agent/team/pnl' },
  { key: 'teamBetting', flag: 'TEAMBETTING3', path: '/m/teamBetting' },
  { key: 'rebateSetting', flag: 'GAMSER', path: '/m/member/agent/agentRebeat' },
  { key: 'rebateIncome', flag: 'AGEREBINC3', path: '/m/member/teamRebate' },
  { key: 'securityCenter', flag: 'SECPRIV', path: '/m/securityCenter' },
  { key: 'mail', flag: 'MAILCEN', path: '/m/webEmail' },
];

/** The tiles whose switch is on. */
export function agentTiles(isOn: (flag: WhitelabelFlag) => boolean): AgentTile[] {
  return AGENT_TILES.filter((tile) => isOn(tile.flag));
}

export interface AgentFooterEntry {
  key: 'home' | 'openAccount' | 'dividend' | 'announcements';
  path: string;
}

/** SPEC §6: dividends are shown only to member types outside DIVIDEND_EXCLUDED_TYPES. */
export function showsDividends(type: number | null | undefined): boolean {
  return type != null && !(DIVIDEND_EXCLUDED_TYPES as readonly number[]).includes(type);
}

/** SPEC §2 agent home footer: home, open account, dividend (only when dividends are shown), announcements. */
export function agentFooter(type: number | null | undefined): AgentFooterEntry[] {
  return [
    { key: 'home', path: '/m/mine' },
    { key: 'openAccount', path: '/m/agentRegister' },
    ...(showsDividends(type) ? [{ key: 'dividend' as const, path: '/m/member/agent/agentDivident' }] : []),
    { key: 'announcements', path: '/m/member/notice?types=A' },
  ];
}
