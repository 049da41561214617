/** SPEC §2 classification bar: fixed entries first, then the extra classifications of the vendor's category. */
export const FIXED_CLASSIFICATIONS = ['all', 'new', 'hot', 'recent', 'favourite'] as const;

/** The vendor mapping: extra classifications (the platform's `classify` values) per game category. */
export const CATEGORY_CLASSIFICATIONS: Readonly<Record<string, readonly string[]>> = {
  RNG: ['jackpot', 'megaways', 'classic'],
  LIVE: ['baccarat', 'roulette', 'blackjack'],
  FISH: ['fishing'],
  POKER: ['cards'],
};

/** Arrows of the classification bar scroll this far (SPEC §9). */
export const ARROW_STEP_PX = 200;

const KEY = /^[a-z][a-z0-9_]{0,31}$/;

export function classificationsFor(category: string | null | undefined): string[] {
  const extras = (category && CATEGORY_CLASSIFICATIONS[category]) || [];
  return [...new Set([...FIXED_CLASSIFICATIONS, ...extras])];
}

/** A classification key from the address, or 'all' for anything this category does not offer. */
export function classificationOf(value: unknown, category: string | null | undefined): string {
  if (typeof value !== 'string' || !KEY.test(value)) return 'all';
  return classificationsFor(category).includes(value) ? value : 'all';
}

/**
 * Which arrows may scroll: none at the inline start goes back, none at the end goes on (1 px rounding slack).
 * A right-to-left strip counts its scrollLeft from 0 down to negative values, so the distance is its magnitude.
 */
export function arrowState(scrollLeft: number, scrollWidth: number, clientWidth: number): { canStart: boolean; canEnd: boolean } {
  const scrolled = Math.abs(scrollLeft);
  return { canStart: scrolled > 1, canEnd: scrolled + clientWidth < scrollWidth - 1 };
}
