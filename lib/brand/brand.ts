import { z } from 'zod';
import { logJson } from '@/lib/observability/log';

/**
 * The merchant's brand (one image serves every merchant): name, short name, square logo mark and theme colours.
 * It comes from the platform's consolidated settings (`brand`, row 14) with the operator's file on top
 * (BRAND_FILE, for what a platform does not carry); each field that is missing or bad falls back to the neutral
 * brand on its own, and a bad one is logged once.
 */

/** Only `#rgb` or `#rrggbb`: anything else never reaches a style sheet. */
const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
// Letters, marks, digits, spaces and common punctuation of a trade name: no control or markup characters.
const NAME = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .&'’!+-]*$/u;

export const COLOR_NAMES = ['primary', 'onPrimary', 'accent', 'onAccent', 'surface', 'onSurface', 'background'] as const;
export type ColorName = (typeof COLOR_NAMES)[number];
export type BrandColors = Record<ColorName, string>;

export interface Brand {
  name: string;
  shortName: string;
  /** The merchant's square mark, an address on its image CDN; null: the letter icon drawn from the name. */
  logo: string | null;
  colors: BrandColors;
}

const nameField = z.string().trim().min(1).max(40).regex(NAME);
const shortNameField = z.string().trim().min(1).max(12).regex(NAME);
const colorField = z.string().trim().regex(COLOR).transform((color) => color.toLowerCase());
/** A path on the image CDN (no `..`) or an absolute http(s) URL; whether its origin is allowed is checked apart. */
const logoField = z.string().trim().min(1).max(500).regex(/^(?:https?:\/\/[^\s"'<>\\]+|\/?(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*)$/)
  .refine((logo) => !logo.split('/').includes('..'));

/** Neutral colours for a merchant that names none: greys with contrast enough for text on each. */
export const NEUTRAL_COLORS: BrandColors = {
  primary: '#d7dce3',
  onPrimary: '#16191e',
  accent: '#8fa3bf',
  onAccent: '#16191e',
  surface: '#22262c',
  onSurface: '#f3f5f8',
  background: '#16191e',
};

/** The name when the merchant gives none: the site's host, else a plain word. */
export function neutralName(publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).hostname : 'Games';
}

const warned = new Set<string>();
const MAX_WARNED = 100;

function warnOnce(source: string, field: string, value: unknown): void {
  const key = `${source}\n${field}\n${JSON.stringify(value)}`;
  if (warned.has(key) || warned.size >= MAX_WARNED) return;
  warned.add(key);
  logJson('warn', 'bad brand field, neutral value used', { source, field, value: JSON.stringify(value)?.slice(0, 120) });
}

/** Forgets what was logged (tests only). */
export function resetBrandWarnings(): void {
  warned.clear();
}

type Partial_ = { name?: string; shortName?: string; logo?: string; colors: Partial<BrandColors> };

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The good fields of one source's brand block (the platform's or the operator's); a field that is present but bad
 * is left out and logged. A logo outside the image CDNs' origins is bad: it would be fetched by the server and
 * shown from an origin the page's CSP does not allow.
 */
export function readBrandBlock(block: unknown, source: string, imageOrigins: readonly string[]): Partial_ {
  if (block === undefined || block === null) return { colors: {} };
  const raw = record(block);
  if (raw !== block) warnOnce(source, 'brand', block);
  const out: Partial_ = { colors: {} };
  const take = <T>(field: string, value: unknown, schema: z.ZodType<T>): T | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    warnOnce(source, field, value);
    return undefined;
  };
  out.name = take('name', raw.name, nameField);
  out.shortName = take('shortName', raw.shortName, shortNameField);
  const logo = take('logo', raw.logo, logoField);
  if (logo !== undefined) {
    const absolute = /^https?:\/\//.test(logo);
    const allowed = absolute ? imageOrigins.includes(originOf(logo) ?? '') : imageOrigins.length > 0;
    if (allowed) out.logo = logo;
    else warnOnce(source, 'logo', logo);
  }
  const colors = record(raw.colors);
  if (raw.colors !== undefined && colors !== raw.colors) warnOnce(source, 'colors', raw.colors);
  for (const color of COLOR_NAMES) {
    const value = take(`colors.${color}`, colors[color], colorField);
    if (value !== undefined) out.colors[color] = value;
  }
  return out;
}

/**
 * The brand to show: per field the operator's value, else the platform's, else the neutral one. A short name
 * falls back to the name when that fits (12 characters).
 */
export function resolveBrand(platform: Partial_, operator: Partial_, fallbackName: string): Brand {
  const name = operator.name ?? platform.name ?? fallbackName;
  const shortName = operator.shortName ?? platform.shortName ?? (name.length <= 12 ? name : name.slice(0, 12).trim());
  return {
    name,
    shortName,
    logo: operator.logo ?? platform.logo ?? null,
    colors: { ...NEUTRAL_COLORS, ...platform.colors, ...operator.colors },
  };
}

/**
 * The theme as CSS custom properties of :root. Only colours that passed COLOR are written, so nothing from the
 * platform can close the rule or the style element. The second surface and muted text are mixed from the brand's
 * surface and text, so a light theme does not keep dark defaults.
 */
export function brandThemeCss({ colors }: Brand): string {
  for (const value of Object.values(colors)) if (!COLOR.test(value)) throw new Error('unchecked brand colour');
  return (
    `:root{--bg:${colors.background};--surface:${colors.surface};--text:${colors.onSurface};` +
    `--accent:${colors.primary};--accent-text:${colors.onPrimary};` +
    `--highlight:${colors.accent};--highlight-text:${colors.onAccent};` +
    `--surface-2:color-mix(in srgb,${colors.surface} 82%,${colors.onSurface});` +
    `--muted:color-mix(in srgb,${colors.onSurface} 68%,${colors.surface})}`
  );
}

/** A short fingerprint of the brand: icon addresses carry it, so a browser fetches them again when it changes. */
export function brandVersion(brand: Brand): string {
  const text = JSON.stringify(brand);
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
  return hash.toString(36);
}
