import { DATE_PRESETS, DEFAULT_PRESET, presetRange, type DatePreset, type DateRange } from './datePresets';
import { REPORT_KINDS, type ReportDoor, type ReportFilterName, type ReportKind } from './reportKinds';

type SearchParams = Record<string, string | string[] | undefined>;

/** How many pages one server view may show at most: the no-script 'more' link grows the list up to this. */
export const MAX_REPORT_PAGES = 20;
/** The platform takes at most this much of an account name to search for (rows 95-97). */
export const MAX_ACCOUNT_FILTER = 32;

/** What a report's URL asks for: the shared, reloadable state of the filter form. */
export interface ReportQuery {
  preset: DatePreset;
  filters: Partial<Record<ReportFilterName, string>>;
  /** `types=A`: the agent's transaction record. */
  agentRecord: boolean;
  /** Team reports: part of a member's account name ('' = the whole team). */
  account: string;
  /** Pages shown by the server (the no-script 'more' link asks for one more). */
  pages: number;
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** Reads a report URL; anything unknown falls back to the default (all, 7 days, one page). */
export function readReportQuery(kind: ReportKind, params: SearchParams): ReportQuery {
  const range = first(params.range);
  const preset = (DATE_PRESETS as readonly string[]).includes(range) ? (range as DatePreset) : DEFAULT_PRESET;
  const filters: ReportQuery['filters'] = {};
  for (const [name, allowed] of Object.entries(REPORT_KINDS[kind].filters) as Array<[ReportFilterName, readonly string[]]>) {
    const value = first(params[name]);
    if (allowed.includes(value)) filters[name] = value;
  }
  const pagesRaw = first(params.pages);
  const pages = /^\d{1,2}$/.test(pagesRaw) ? Math.min(MAX_REPORT_PAGES, Math.max(1, Number(pagesRaw))) : 1;
  const account = REPORT_KINDS[kind].memberFilter ? first(params.account).trim().slice(0, MAX_ACCOUNT_FILTER) : '';
  return { preset, filters, agentRecord: kind === 'transactions' && first(params.types) === 'A', account, pages };
}

function filterInput(query: ReportQuery, range: DateRange): Record<string, string> {
  return { ...range, ...query.filters, ...(query.agentRecord ? { types: 'A' } : {}), ...(query.account ? { account: query.account } : {}) };
}

/** The platform input of one page (the call adds the page size). */
export function reportInput(query: ReportQuery, range: DateRange, pageNo: number): Record<string, string | number> {
  return { ...filterInput(query, range), pageNo };
}

/** The report call through the BFF without its pageNo, which the scrolling list appends. */
export function reportBffQuery(kind: ReportKind, query: ReportQuery, range: DateRange): `${ReportDoor}?${string}` {
  return `${REPORT_KINDS[kind].bffPath}?${new URLSearchParams(filterInput(query, range))}`;
}

export function reportRange(query: ReportQuery, now: Date | number, timeZone: string): DateRange {
  return presetRange(query.preset, now, timeZone);
}

/** The screen's URL for this query with `pages` pages (the no-script 'more' link; the form builds the rest). */
export function reportHref(kind: ReportKind, query: ReportQuery, pages: number): string {
  const params = new URLSearchParams({ range: query.preset, ...query.filters });
  if (query.agentRecord) params.set('types', 'A');
  if (query.account) params.set('account', query.account);
  if (pages > 1) params.set('pages', String(pages));
  return `${REPORT_KINDS[kind].screen}?${params}`;
}
