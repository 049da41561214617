/**
 * SPEC §3 previousWinningNumber: split on '~', take the first part, its first item when comma separated, and
 * show it digit by digit ('38175,20193~...' -> 3 8 1 7 5). Anything that is not a digit is left out.
 */
export function winningDigits(previousWinningNumber: string | null | undefined): string[] {
  if (!previousWinningNumber) return [];
  const first = previousWinningNumber.split('~')[0]!.split(',')[0]!.trim();
  return [...first].filter((char) => char >= '0' && char <= '9');
}
