/** SPEC §4 and §9 toast kinds and durations, in milliseconds. */
export type ToastKind = 'info' | 'success' | 'fail' | 'offline' | 'loading';

export const TOAST_SHORT = 3000;
export const TOAST_LONG = 8000;

export const toastDurations = {
  short: TOAST_SHORT,
  long: TOAST_LONG,
  /** Favourites, password change and SMS loading toasts. */
  loadingAction: 10000,
  /** Forgot-password, test play, SMS sending and logout loading toasts: until the call ends. */
  loadingUntilDone: 9999000,
  /** Lottery launch and 'please wait'. */
  loadingBrief: 3000,
  success: 1000,
  smsSent: 1500,
  infoMessage: 2000,
} as const;
