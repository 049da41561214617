import { CONTRACT_SCREENS, type ContractKind } from './contractCheck';

/** What the review screen says after an answer (a query parameter, so it works without scripts too). */
export const CONTRACT_RESULTS = ['accepted', 'declined', 'failed'] as const;
export type ContractResult = (typeof CONTRACT_RESULTS)[number];

export function contractResult(value: string | string[] | undefined): ContractResult | null {
  return typeof value === 'string' && (CONTRACT_RESULTS as readonly string[]).includes(value) ? (value as ContractResult) : null;
}

/** The review screen of a kind (SPEC §2 contract review screens). */
export function contractPath(kind: ContractKind): string {
  return CONTRACT_SCREENS.find((screen) => screen.kind === kind)!.path;
}

/** Where the answer form sends the player back to: the same screen, saying how it went. */
export function contractResultPath(kind: ContractKind, result: ContractResult): string {
  return `${contractPath(kind)}?result=${result}`;
}
