import { getTranslations } from 'next-intl/server';
import { ReportScreen } from '@/features/reports/components/ReportScreen';
import { readReportQuery } from '@/features/reports/logic/reportQuery';

export type TeamReportKind = 'teamPnl' | 'teamBets' | 'teamRebate';
type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Team reports (rows 95-97) in the report frame, behind their switch (the proxy shows FEATURE_OFF while it is off).
 * Agents only: the route table sends members, trial accounts and visitors away before this renders.
 */
export async function TeamReportScreen({ kind, searchParams }: { kind: TeamReportKind; searchParams: SearchParams }) {
  const t = await getTranslations('teamReports');
  const query = readReportQuery(kind, searchParams);
  // Row 95 under a game category answers only game figures: say why the money figures are gone.
  const note = kind === 'teamPnl' && query.filters.gameCategory ? t('gameFiguresOnly') : undefined;
  return <ReportScreen kind={kind} query={query} note={note} />;
}
