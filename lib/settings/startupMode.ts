import type { ConsolidatedSettings } from '@/lib/platform/schemas';

/** SPEC §4 startup: 0 normal, 1 maintenance (also with region restriction), 2 region-restricted only. */
export type StartupMode = 0 | 1 | 2;

export function startupMode(settings: Pick<ConsolidatedSettings, 'maintenance' | 'regionRestriction'> | null): StartupMode {
  if (!settings) return 0;
  if (settings.maintenance) return 1;
  if (settings.regionRestriction) return 2;
  return 0;
}

export type TemplateVersion = 'new' | 'base';

export function templateVersion(settings: ConsolidatedSettings): TemplateVersion {
  return settings.mobileTemplate.mem_cen === '1' ? 'new' : 'base';
}

export function detailVersion(settings: ConsolidatedSettings): TemplateVersion {
  return settings.mobileTemplate.dep_func === '1' ? 'new' : 'base';
}
