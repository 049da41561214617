'use client';

/**
 * What a sign-out clears in the browser (SPEC §4): session storage, the cached member info and bank list, and
 * auto-login switched off. The token and remembered password were never here; the server clears those.
 */
export function clearLocalAccountState(): void {
  try {
    window.sessionStorage.clear();
    window.localStorage.removeItem('memberInfo');
    window.localStorage.removeItem('bankList');
    window.localStorage.setItem('autoLogin', '0');
  } catch {
    // Storage can be unavailable (private mode); nothing of the account is kept there then either.
  }
}
