import { describe, expect, it } from 'vitest';
import bn from '@/messages/bn.json';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { memberCentreEntries } from '@/features/member/logic/memberCentreEntries';
import { routeRule, routeTitle } from '@/lib/routes/routeTable';

const catalogues = { vi, en, bn };

/** The header title of a path (with its query), as the route table names the screen. */
function titleOf(catalogue: typeof vi, href: string): string {
  const url = new URL(href, 'http://x');
  const rule = routeRule(url.pathname);
  if (!rule) throw new Error(`no route for ${href}`);
  return (catalogue.titles as Record<string, string>)[routeTitle(rule, url.search)]!;
}

// SPEC §2: one screen, one name: its header title, its bottom-menu entry and the member-centre tiles that open it
describe('screen names', () => {
  for (const [language, catalogue] of Object.entries(catalogues)) {
    it(`calls the activity screen by its title in the bottom menu (${language}; the side menu reads the title)`, () => {
      expect(catalogue.shell.events).toBe(catalogue.titles.activity);
    });

    it(`names each member-centre tile as the screen it opens (${language})`, () => {
      const entries = memberCentreEntries(
        { flag: () => true, member: { type: 1, toUpline: true }, promotions: new Set(['MISSION', 'REFERRAL']) },
        '/m/mine',
      );
      for (const entry of entries) {
        // The mission tile names one promotion on the activity screen; the referral popup opens in place.
        if (entry.kind !== 'link' || entry.key === 'mission') continue;
        expect(catalogue.mine.entries[entry.key], entry.key).toBe(titleOf(catalogue, entry.href));
      }
    });
  }
});
