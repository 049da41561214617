'use server';

import { signOutAction } from '@/features/accounts/logic/signOutAction';

/** SPEC §4 logout from settings, to /m/home. The remembered login is kept: only the home popover's sign-out clears it. */
export const signOutFromSettings = signOutAction('signOutFromSettings', { to: '/m/home', forgetRemembered: false });
