import { getTranslations } from 'next-intl/server';
import { currentSettings } from '@/lib/request/context';
import { ReportScreen } from '@/features/reports/components/ReportScreen';
import { FeatureUnavailable } from '@/components/shell/FeatureUnavailable';
import { REPORT_KINDS } from '@/features/reports/logic/reportKinds';
import { readReportQuery } from '@/features/reports/logic/reportQuery';
import { whitelabelFlag, type WhitelabelFlag } from '@/lib/settings/whitelabelFlag';

export type TeamReportKind = 'teamPnl' | 'teamBets' | 'teamRebate';
type SearchParams = Record<string, string | string[] | undefined>;

/** Each team report's whitelabel switch (SPEC §2 agent tiles, features/agentHome/logic/agentNav.ts). */
const FLAGS: Record<TeamReportKind, WhitelabelFlag> = { teamPnl: 'AGETEAMPNL3', teamBets: 'TEAMBETTING3', teamRebate: 'AGEREBINC3' };

/**
 * Team reports (rows 95-97) in the report frame, behind their switch. Agents only: the route
 * table sends members, trial accounts and visitors away before this renders.
 */
export async function TeamReportScreen({ kind, searchParams }: { kind: TeamReportKind; searchParams: SearchParams }) {
  const snapshot = await currentSettings();
  const t = await getTranslations('teamReports');
  if (!whitelabelFlag(snapshot?.settings ?? null, FLAGS[kind])) {
    return <FeatureUnavailable screen={REPORT_KINDS[kind].screen} message={t('unavailable')} />;
  }
  const query = readReportQuery(kind, searchParams);
  // Row 95 under a game category answers only game figures: say why the money figures are gone.
  const note = kind === 'teamPnl' && query.filters.gameCategory ? t('gameFiguresOnly') : undefined;
  return <ReportScreen kind={kind} query={query} note={note} />;
}
