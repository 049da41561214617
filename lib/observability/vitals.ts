import { z } from 'zod';
import { isLocale } from '@/lib/i18n/locales';
import { routeRule } from '@/lib/routes/routeTable';
import { metrics } from './metrics';

/** What a player's browser measured on one page (the web-vitals library's names; timings in ms, CLS unitless). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The Network Information API's effective types; anything else (or none, as WebKit and Firefox send) is "other". */
const CONNECTIONS = ['slow-2g', '2g', '3g', '4g'] as const;
export const OTHER = 'other';

/** A beacon bigger than this is not one our page sent. */
export const VITALS_BODY_BYTES = 1024;

// A minute of LCP, INP or TTFB, or a layout shift of 10 whole screens, is no real figure: the beacon is dropped.
const LONGEST_MS = 60_000;
const LARGEST_SHIFT = 10;

/**
 * The beacon: the page's path (mapped to its route pattern here, never kept), its language, its connection type
 * and at most one figure per vital. Nothing else is accepted, so nothing personal can ride along.
 */
export const vitalsBeacon = z.strictObject({
  path: z.string().max(200),
  language: z.string().max(35),
  connection: z.string().max(20).optional(),
  vitals: z
    .array(
      z.strictObject({
        name: z.enum(VITAL_NAMES),
        value: z.number().finite().min(0),
      }),
    )
    .min(1)
    .max(VITAL_NAMES.length)
    .refine((vitals) => new Set(vitals.map((vital) => vital.name)).size === vitals.length, 'one figure per vital')
    .refine((vitals) => vitals.every(({ name, value }) => value <= (name === 'CLS' ? LARGEST_SHIFT : LONGEST_MS)), 'figure out of range'),
});
export type VitalsBeacon = z.infer<typeof vitalsBeacon>;

export interface VitalLabels {
  route: string;
  language: string;
  merchant: string;
  connection: string;
}

/**
 * The labels a beacon is counted under, each from a closed list (route table, language table, the merchant this
 * server serves, the effective types), so no beacon can add a series. Null: the path is no screen of the route
 * table, and the beacon is dropped.
 */
export function vitalLabels(beacon: VitalsBeacon, merchant: string): VitalLabels | null {
  const route = routeRule(beacon.path)?.path;
  if (!route) return null;
  const connection = (CONNECTIONS as readonly string[]).includes(beacon.connection ?? '') ? beacon.connection! : OTHER;
  return { route, language: isLocale(beacon.language) ? beacon.language : OTHER, merchant, connection };
}

/** Counts a beacon's figures in the vitals histograms (timings in seconds, as every duration on /api/metrics). */
export function recordVitals(beacon: VitalsBeacon, labels: VitalLabels): void {
  const { webVitals, layoutShift } = metrics();
  for (const { name, value } of beacon.vitals) {
    if (name === 'CLS') layoutShift.observe(labels, value);
    else webVitals.observe({ ...labels, vital: name }, value / 1000);
  }
}
