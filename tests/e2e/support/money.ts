import { CURRENCY } from '../../../platform-sim/seed.mjs';

/**
 * The currency symbol of the seeded merchant (the reference platform's wallet, rows 10 and 11): what its players see
 * before every amount. Expected texts spell the figures out and take the symbol from the platform's data, never from
 * the app's formatter, so a formatter that lost or moved the symbol fails them.
 */
export const SEEDED_SYMBOL: string = CURRENCY.currencySymbol;
