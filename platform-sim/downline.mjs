// agent01's team: a downline tree of 46 accounts, some of them agents with their own members, each with
// a little seeded history (deposits, bets) so the team figures have something to add up. Deterministic: the same
// tree, balances and histories after every reset.
import { seedLedger } from './ledger.mjs';
import { prng } from './prng.mjs';
import { newAccount } from './seed.mjs';
import { addAccount } from './state.mjs';
/** @import { Account, State } from './types.mjs' */

const DAY = 24 * 60 * 60 * 1000;
export const TEAM_PASSWORD = 'Team1234';
/** agent01's sub-agents (type 1), each with MEMBERS_PER_SUB_AGENT members of its own. */
const SUB_AGENTS = ['ag01a', 'ag01b', 'ag01c', 'ag01d', 'ag01e', 'ag01f'];
const MEMBERS_PER_SUB_AGENT = 4;
/** agent01's own members besides demo01 (whose upline is set with the rebate rows). */
const DIRECT_MEMBERS = 16;

/**
 * @param {State} state
 * @param {() => number} random
 * @param {number} now
 * @param {{ userName: string, type: number, upline: string }} who
 */
function teamAccount(state, random, now, { userName, type, upline }) {
  const regDaysAgo = 3 + Math.floor(random() * 120);
  const account = addAccount(state, newAccount({
    userName, password: TEAM_PASSWORD, type, upline, toUpline: true,
    regDate: now - regDaysAgo * DAY,
    lastLoginTime: now - Math.floor(random() * Math.min(regDaysAgo, 20) * DAY),
    online: random() < 0.25,
    wallets: [{ code: 'MAIN', name: 'Main wallet', balance: Math.round(random() * 5000 * 100) / 100 }],
  }));
  seedLedger(state, account, now, { deposits: 1 + Math.floor(random() * 3), bets: 4 + Math.floor(random() * 10) });
  return account;
}

/**
 * Seeds agent01's downline (called by seedState in world.mjs, after the seeded accounts exist).
 * @param {State} state
 * @param {number} now
 */
export function seedDownline(state, now) {
  const random = prng(20261124);
  for (const [index, subAgent] of SUB_AGENTS.entries()) {
    teamAccount(state, random, now, { userName: subAgent, type: 1, upline: 'agent01' });
    for (let member = 1; member <= MEMBERS_PER_SUB_AGENT; member += 1) {
      teamAccount(state, random, now, { userName: `${subAgent}m${member}`, type: 0, upline: subAgent });
    }
    if (index === 0) teamAccount(state, random, now, { userName: 'ag01aa', type: 1, upline: subAgent });
  }
  for (let member = 1; member <= DIRECT_MEMBERS; member += 1) {
    teamAccount(state, random, now, { userName: `ag01m${String(member).padStart(2, '0')}`, type: 0, upline: 'agent01' });
  }
}

/**
 * The accounts whose upline is `userName` (its direct downline).
 * @param {State} state
 * @param {string} userName
 */
export function directDownline(state, userName) {
  return [...state.accounts.values()].filter((account) => account.upline === userName);
}

/**
 * Every account under `userName`, at any depth, with its depth (1 = direct).
 * @param {State} state
 * @param {string} userName
 */
export function wholeTeam(state, userName) {
  /** @type {{ account: Account, depth: number }[]} */
  const team = [];
  /** @type {(parent: string, depth: number) => void} */
  const visit = (parent, depth) => {
    for (const child of directDownline(state, parent)) {
      team.push({ account: child, depth });
      visit(child.userName, depth + 1);
    }
  };
  visit(userName, 1);
  return team;
}
