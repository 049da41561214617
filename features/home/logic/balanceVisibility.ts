/** Local storage entry: whether this device shows the balance (SPEC §2: hidden unless the player chose to show it). */
export const BALANCE_VISIBLE_KEY = 'balanceVisible';

export function readBalanceVisible(): boolean {
  try {
    return window.localStorage.getItem(BALANCE_VISIBLE_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberBalanceVisible(visible: boolean): void {
  try {
    if (visible) window.localStorage.setItem(BALANCE_VISIBLE_KEY, '1');
    else window.localStorage.removeItem(BALANCE_VISIBLE_KEY);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}
