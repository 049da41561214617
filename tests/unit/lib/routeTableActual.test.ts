import { describe, expect, it } from 'vitest';
import { routeRule, routeTable } from '@/lib/routes/routeTable';

// SPEC §6 free_reject: the screens closed to trial and free-play sessions are declared once, in the route table
describe('actual-account screens', () => {
  it('are the money and account screens, and no other', () => {
    const actualOnly = [...routeTable.values()].filter((rule) => rule.actualOnly).map((rule) => rule.path).sort();
    expect(actualOnly).toEqual([
      '/m/changePsw', '/m/feedback', '/m/member/manualRebate', '/m/myAccount/index', '/m/rewardCenter', '/m/securityCenter',
      '/m/upLine/transfer', '/m/voucherCenter', '/m/withdraw',
    ]);
    expect(routeRule('/m/home')?.actualOnly).toBe(false);
    expect(routeRule('/m/activity')?.actualOnly).toBe(false);
  });
});
