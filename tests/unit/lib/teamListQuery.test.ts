import { describe, expect, it } from 'vitest';
import { teamHref, teamListQuery } from '@/features/team/logic/teamListQuery';

// /m/member/team: the level, search and page come from the address (GET form, links)
describe('teamListQuery and teamHref', () => {
  it('keeps account names and page numbers, drops anything else', () => {
    expect(teamListQuery({ parent: 'ag01a', account: ' ag01 ', page: '2' })).toEqual({ parent: 'ag01a', account: 'ag01', page: 2 });
    expect(teamListQuery({ parent: '../x', account: '<b>', page: '-1' })).toEqual({ parent: '', account: '', page: 1 });
    expect(teamListQuery({ page: '1.5' }).page).toBe(1);
  });
  it('builds the screen\'s address with only what is set', () => {
    expect(teamHref({})).toBe('/m/member/team');
    expect(teamHref({ parent: 'ag01a', page: 1 })).toBe('/m/member/team?parent=ag01a');
    expect(teamHref({ account: 'ag01', page: 2 })).toBe('/m/member/team?account=ag01&page=2');
  });
});
