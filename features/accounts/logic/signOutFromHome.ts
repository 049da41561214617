'use server';

import { signOutAction } from '@/features/accounts/logic/signOutAction';

/** SPEC §4 logout from the home popover: the remembered login is cleared too, and the player lands on /m/login. */
export const signOutFromHome = signOutAction('signOutFromHome', { to: '/m/login', forgetRemembered: true });
