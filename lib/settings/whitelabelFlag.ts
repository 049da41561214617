import type { ConsolidatedSettings } from '@/lib/platform/schemas';

/** Every whitelabel switch the product reads (SPEC §2 and §3), in one place. */
export const whitelabelFlags = [
  'USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'FACEBOOKLOGIN3', 'GOOGLELOGIN3',
  'MOBILEVERCODELOGIN3', 'DIRECTREG3', 'REWCEN3', 'DEPOSIT', 'TRANSBETREPMEM3', 'TRANSREC3', 'SECPRIV',
  'DEPRECM3', 'WITHREC3', 'PERSREP', 'AGETRANSFERUP3', 'MANPLAYREB3', 'PLYRBT', 'AGEPAG', 'DOWNMAN',
  'AGENTRANSMULTDOWN3', 'AGETEAMPNL3', 'TEAMBETTING3', 'GAMSER', 'AGEREBINC3', 'MAILCEN', 'INBOX3', 'showReferral',
  'MEMCLUB3', 'PROFPIC3', 'FEEDBACK3',
] as const;
export type WhitelabelFlag = (typeof whitelabelFlags)[number];

/** A switch is on only when the platform says so; missing settings mean off. */
export function whitelabelFlag(settings: Pick<ConsolidatedSettings, 'whitelabel'> | null, name: WhitelabelFlag): boolean {
  return settings?.whitelabel[name] === true;
}
