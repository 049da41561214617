// Contract rows 65-71: activities (promotions) with applications and image uploads, the reward
// centre and the leaderboard.
import { randomBytes } from 'node:crypto';
import { ok, queryInt, queryString, refuse } from '../http.mjs';
import { IMAGE_BODY_LIMIT, readImage } from '../images.mjs';
import { post, turnoverOf } from '../ledger.mjs';
import { cents, sumBalance } from '../money.mjs';
import { hashString, prng } from '../prng.mjs';
import { MSG } from './account.mjs';
import { bannerPicture, contentText } from '../content/index.mjs';
import { NOTICES } from '../seed.mjs';
/** @import { Account, Activity, Application, Handler, MemberHandler, Reward, Route, State } from '../types.mjs' */

const DAY = 24 * 60 * 60 * 1000;
const PROMOTION_IDS = NOTICES.filter((entry) => entry.type === 'PR').map((entry) => entry.id);
export const COMMENT_MAX = 140;
export const IMAGES_MAX = 3;

/**
 * Seeded activities, times in days from the seed time. The PR announcements of row 23 keep their id, title and
 * image; the others reuse a home banner's image (`/banners/<id>.jpg`, the simulator's CDN). Texts: see `listed`.
 * @type {(Omit<Activity, 'imageUrl' | 'startTime' | 'endTime'> & { image: number, from: number, to: number })[]}
 */
const ACTIVITIES = [
  { id: 221, image: 221, category: 'DEPOSIT', applyType: 'APPLY', from: -10, to: 20 },
  { id: 222, image: 222, category: 'REBATE', applyType: 'NONE', from: -30, to: 60 },
  { id: 301, image: 103, category: 'LIVE', applyType: 'UPLOAD', from: -3, to: 11 },
  { id: 302, image: 104, category: 'SPORTS', applyType: 'APPLY', from: -20, to: 40 },
  { id: 303, image: 102, category: 'LOTTERY', applyType: 'UPLOAD', from: -40, to: -5 },
  // The MISSION promotion of row 43 points here.
  { id: 304, image: 101, category: 'MISSION', applyType: 'NONE', from: -50, to: 50 },
];

/**
 * Applications seeded per member: demo01 joined the sports cashback and was approved.
 * @type {Record<string, (Omit<Application, 'createTime'> & { daysAgo: number })[]>}
 */
const SEEDED_APPLICATIONS = { demo01: [{ id: 'AP1001', activityId: 302, comment: '', imageIds: [], status: 'APPROVED', daysAgo: 6 }] };

/**
 * demo01's rewards (row 69): two to claim (one with turnover), one claimed, one expired.
 * @type {Record<string, (Omit<Reward, 'expireTime'> & { expireDays: number })[]>}
 */
const SEEDED_REWARDS = {
  demo01: [
    { id: 'RW1001', amount: 58, turnoverMultiple: 0, status: 'CLAIMABLE', expireDays: 7 },
    { id: 'RW1002', amount: 120, turnoverMultiple: 5, status: 'CLAIMABLE', expireDays: 3 },
    { id: 'RW1003', amount: 200, turnoverMultiple: 1, status: 'CLAIMED', expireDays: 20 },
    { id: 'RW1004', amount: 30, turnoverMultiple: 0, status: 'EXPIRED', expireDays: -2 },
  ],
};

/**
 * Activities, applications, uploaded images and rewards, seeded from `now` (called by seedState in world.mjs).
 * @param {State} state
 * @param {number} now
 */
export function seedActivities(state, now) {
  state.activities = ACTIVITIES.map(({ from, to, image, ...activity }) => ({
    ...activity, imageUrl: `/banners/${image}.jpg`, startTime: now + from * DAY, endTime: now + to * DAY,
  }));
  state.activityImages = new Map();
  state.applications = new Map(Object.entries(SEEDED_APPLICATIONS).map(([userName, list]) => [
    userName, list.map(({ daysAgo, ...application }) => ({ ...application, createTime: now - daysAgo * DAY })),
  ]));
  state.rewards = new Map(Object.entries(SEEDED_REWARDS).map(([userName, list]) => [
    userName, list.map(({ expireDays, ...reward }) => ({ ...reward, expireTime: now + expireDays * DAY })),
  ]));
}

/**
 * @param {State} state
 * @param {string} userName
 */
function applicationsOf(state, userName) {
  let applications = state.applications.get(userName);
  if (!applications) {
    applications = [];
    state.applications.set(userName, applications);
  }
  return applications;
}

/**
 * The member's latest application to the activity (a rejected one may be followed by a new one).
 * @param {State} state
 * @param {Account | null} account
 * @param {number} activityId
 */
function latestApplication(state, account, activityId) {
  if (!account) return null;
  return applicationsOf(state, account.userName).filter((entry) => entry.activityId === activityId).at(-1) ?? null;
}

/**
 * An activity in the reader's language (content/ `activity.<id>.*`); one that is a PR announcement of row 23 carries
 * that announcement's title and summary.
 * @param {State} state
 * @param {Account | null} account
 * @param {Activity} activity
 * @param {string} language
 */
function listed(state, account, activity, language) {
  const text = (/** @type {string} */ id) => contentText(id, language, state.switches.language);
  const key = PROMOTION_IDS.includes(activity.id) ? { title: `notice.${activity.id}.title`, summary: `notice.${activity.id}.content` }
    : { title: `activity.${activity.id}.title`, summary: `activity.${activity.id}.summary` };
  // Its picture is a banner's, whose drawn title is in the reader's language too.
  const imageUrl = activity.imageUrl.replace(/^\/banners\/(\d+)\.jpg$/, (_, id) => bannerPicture(Number(id), language));
  return { ...activity, imageUrl, title: text(key.title), summary: text(key.summary), status: latestApplication(state, account, activity.id)?.status ?? null };
}

const writeRefusal = (/** @type {Account} */ account) => (account.trial || account.freePlay ? refuse(MSG.notActual, 'NOT_ACTUAL_ACCOUNT') : null);
const notFound = () => refuse('No such activity', 'NOT_FOUND');

/**
 * Row 65: newest start first.
 * @type {Handler}
 */
function activityList({ state, account, query, language }) {
  const pageNo = queryInt(query, 'pageNo', 1);
  const pageSize = queryInt(query, 'pageSize', 20, { max: 100 });
  const all = [...state.activities].sort((a, b) => b.startTime - a.startTime);
  return ok({
    content: all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((activity) => listed(state, account, activity, language)),
    pageNum: pageNo,
    totalPages: Math.ceil(all.length / pageSize),
  });
}

/**
 * Row 66.
 * @type {Handler}
 */
function activityDetail({ state, account, query, language }) {
  const activity = state.activities.find((entry) => String(entry.id) === queryString(query, 'id'));
  if (!activity) return notFound();
  const applications = account ? applicationsOf(state, account.userName).filter((entry) => entry.activityId === activity.id) : [];
  return ok({ ...listed(state, account, activity, language), content: contentText(`activity.${activity.id}.content`, language, state.switches.language), applications });
}

/**
 * Row 67: kept by id for the member who sent it; row 68 takes only the member's own ids.
 * @type {MemberHandler}
 */
function activityImage({ state, account, payload }) {
  const refused = writeRefusal(account);
  if (refused) return refused;
  const { image, refusal } = readImage(payload, { prefix: 'IMAGE', noun: 'image' });
  if (refusal) return refusal;
  const imageId = `IMG${randomBytes(8).toString('hex')}`;
  state.activityImages.set(imageId, { userName: account.userName, fileName: image.fileName, contentType: image.contentType, size: image.size });
  return ok({ imageId });
}

/**
 * Row 68: checked in the README's order.
 * @type {MemberHandler}
 */
function apply({ state, account, payload }) {
  const refused = writeRefusal(account);
  if (refused) return refused;
  const activity = state.activities.find((entry) => entry.id === Number(payload.activityId));
  if (!activity) return notFound();
  if (activity.applyType === 'NONE') return refuse('This activity takes no application', 'NOT_APPLICABLE');
  if (activity.endTime <= Date.now()) return refuse('This activity has ended', 'ACTIVITY_ENDED');
  const comment = payload.comment ?? '';
  const imageIds = payload.imageIds ?? [];
  if (typeof comment !== 'string' || !Array.isArray(imageIds) || imageIds.some((id) => typeof id !== 'string')) {
    return refuse('comment must be a string and imageIds a list of strings', 'BAD_REQUEST');
  }
  if (comment.length > COMMENT_MAX) return refuse(`The comment must be at most ${COMMENT_MAX} characters`, 'COMMENT_TOO_LONG');
  if (imageIds.length > IMAGES_MAX) return refuse(`At most ${IMAGES_MAX} images`, 'TOO_MANY_IMAGES');
  if (imageIds.some((id) => state.activityImages.get(id)?.userName !== account.userName)) return refuse('No such image', 'IMAGE_NOT_FOUND');
  if (activity.applyType === 'UPLOAD' && imageIds.length === 0) return refuse('At least one image is required', 'IMAGE_REQUIRED');
  const latest = latestApplication(state, account, activity.id);
  if (latest && latest.status !== 'REJECTED') return refuse('You have already applied', 'ALREADY_APPLIED');
  const application = {
    id: `AP${randomBytes(4).toString('hex').toUpperCase()}`, activityId: activity.id, comment, imageIds: [...new Set(imageIds)], status: 'PENDING', createTime: Date.now(),
  };
  applicationsOf(state, account.userName).push(application);
  return ok(application);
}

const rewardsOff = (/** @type {State} */ state) => (state.switches.flags.REWCEN3 ? null : refuse(MSG.noPermission, 'FEATURE_OFF'));

/**
 * @param {State} state
 * @param {Account} account
 */
function rewardsOf(state, account) {
  let rewards = state.rewards.get(account.userName);
  if (!rewards) {
    rewards = [];
    state.rewards.set(account.userName, rewards);
  }
  const now = Date.now();
  for (const reward of rewards) if (reward.status === 'CLAIMABLE' && reward.expireTime <= now) reward.status = 'EXPIRED';
  return rewards;
}

/**
 * Row 69.
 * @type {MemberHandler}
 */
function rewardList({ state, account, language }) {
  return rewardsOff(state) ?? ok({ content: rewardsOf(state, account).map((reward) => ({ ...reward, title: rewardTitle(state, reward, language) })) });
}

/**
 * A reward's name in the reader's language (content/ `reward.<id>`).
 * @param {State} state
 * @param {Reward} reward
 * @param {string} language
 */
function rewardTitle(state, reward, language) {
  return contentText(`reward.${reward.id}`, language, state.switches.language);
}

/**
 * Row 70: a BONUS into the MAIN wallet; the turnover multiple adds to what must be bet before withdrawing.
 * @type {MemberHandler}
 */
function claim({ state, account, payload, language }) {
  const refused = rewardsOff(state) ?? writeRefusal(account);
  if (refused) return refused;
  const reward = rewardsOf(state, account).find((entry) => entry.id === String(payload.id ?? ''));
  if (!reward) return refuse('No such reward', 'NOT_FOUND');
  if (reward.status !== 'CLAIMABLE') return refuse('This reward cannot be claimed', 'NOT_CLAIMABLE');
  const title = rewardTitle(state, reward, language);
  post(state, account, { type: 'BONUS', amount: reward.amount, ref: reward.id, remark: { id: `reward.${reward.id}` } });
  turnoverOf(account).required += reward.amount * reward.turnoverMultiple;
  reward.status = 'CLAIMED';
  return ok({ ...reward, title, balance: sumBalance(account) });
}

/** @type {Record<string, number>} */
export const LEADERBOARD_PERIODS = { DAY: 1, WEEK: 6, MONTH: 25 };
const LEADERBOARD_SIZE = 20;
const NAME_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * 'de***01': the first two and last two characters.
 * @param {string} userName
 */
export function maskUserName(userName) {
  return `${userName.slice(0, 2)}***${userName.slice(-2)}`;
}

/**
 * Row 71: the period's winners, the same on every call (seeded by the period); a signed-in member is ranked among them.
 * @type {Handler}
 */
function leaderboard({ account, query }) {
  const period = queryString(query, 'period').toUpperCase() || 'DAY';
  const scale = LEADERBOARD_PERIODS[period];
  if (!scale) return refuse('period must be DAY, WEEK or MONTH', 'BAD_REQUEST');
  const random = prng(hashString(`leaderboard:${period}`));
  /** @type {{ userName: string, amount: number, me?: boolean }[]} */
  const players = Array.from({ length: LEADERBOARD_SIZE }, (_, index) => {
    const letters = Array.from({ length: 2 }, () => NAME_LETTERS[Math.floor(random() * NAME_LETTERS.length)]).join('');
    return { userName: `${letters}${index}player${Math.floor(random() * 90 + 10)}`, amount: cents((200 + random() * 500) * scale) };
  });
  if (account) players.push({ userName: account.userName, amount: cents((300 + prng(hashString(`${period}:${account.userName}`))() * 400) * scale), me: true });
  const ranked = players.sort((a, b) => b.amount - a.amount).map((player, index) => ({ ...player, rank: index + 1 }));
  const mine = ranked.find((player) => player.me);
  return ok({
    period,
    content: ranked.slice(0, LEADERBOARD_SIZE).map(({ rank, userName, amount }) => ({ rank, userName: maskUserName(userName), amount })),
    me: mine ? { rank: mine.rank, amount: mine.amount } : null,
  });
}

/** @type {Route[]} */
export const routes = [
  { row: 65, method: 'GET', path: '/wps/activity', moduleId: 'ACTIVITY3', token: 'opt', handle: activityList },
  { row: 66, method: 'GET', path: '/wps/activity/detail', moduleId: 'ACTIVITY3', token: 'opt', handle: activityDetail },
  { row: 67, method: 'POST', path: '/wps/activity/image', moduleId: 'ACTIVITY3', token: 'yes', bodyLimit: IMAGE_BODY_LIMIT, handle: activityImage },
  { row: 68, method: 'POST', path: '/wps/activity/apply', moduleId: 'ACTIVITY3', token: 'yes', idempotent: true, handle: apply },
  { row: 69, method: 'GET', path: '/wps/rewards', moduleId: 'REWCEN3', token: 'yes', handle: rewardList },
  { row: 70, method: 'POST', path: '/wps/rewards/claim', moduleId: 'REWCEN3', token: 'yes', idempotent: true, handle: claim },
  { row: 71, method: 'GET', path: '/wps/leaderboard', moduleId: 'LEADERBOARD3', token: 'opt', handle: leaderboard },
];
