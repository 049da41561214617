import { describe, expectTypeOf, it } from 'vitest';
import type { AnswerAt, DoorAddress } from '@/lib/bff/bffFetch';
import type { DoorInput } from '@/lib/bff/bffRoutes';

// SPEC §7 (the platform's calls): the browser asks only for the doors of the allowlist (lib/bff/bffRoutes.ts), and
// the door client (lib/bff/bffFetch.ts) takes its addresses, inputs and answers from there. These checks are
// compile-time ones: `npm run typecheck` fails when one no longer holds.
describe('the door client', () => {
  it('takes a door of the allowlist, with its input as a query for a GET', () => {
    expectTypeOf<'/wps/captcha'>().toExtend<DoorAddress>();
    expectTypeOf<'/lgw/games/mobile?gameType=SLOT&pageNo=2'>().toExtend<DoorAddress>();
    expectTypeOf<'/lgw/games/favourite'>().toExtend<DoorAddress<'DELETE'>>();
  });

  it('refuses a misspelled door, a door of another method and a platform call that is no door', () => {
    expectTypeOf<'/wps/captcha/'>().not.toExtend<DoorAddress>();
    expectTypeOf<'/wps/inbox/read'>().not.toExtend<DoorAddress>();
    expectTypeOf<'/wps/session/key/rsa'>().not.toExtend<DoorAddress>();
    expectTypeOf<'/wps/system/settings/consolidated'>().not.toExtend<DoorAddress>();
  });

  it('knows what a door takes and answers, without the token the door drops', () => {
    expectTypeOf<AnswerAt<'/wps/inbox/unread'>>().toEqualTypeOf<number>();
    expectTypeOf<AnswerAt<'/wps/captcha'>>().toEqualTypeOf<string>();
    expectTypeOf<AnswerAt<'/lgw/games/mobile?pageNo=2'>>().toHaveProperty('games');
    expectTypeOf<AnswerAt<'/wps/session/login', 'POST'>>().toHaveProperty('userName');
    expectTypeOf<AnswerAt<'/wps/session/login', 'POST'>>().not.toHaveProperty('token');
    expectTypeOf<DoorInput<'POST', '/wps/verification/sms/noLogin'>>().toEqualTypeOf<{ mobileNum: string; countryDialingCode: string }>();
  });
});
