// Contract rows 50-51: the member's inbox (message centre) and marking a message read. Row 26, the unread
// count, lives with the member rows and counts these same messages.
import { ok, queryInt, refuse } from '../http.mjs';
import { contentText } from '../content/index.mjs';
import { inboxOf } from '../state.mjs';
/** @import { MemberHandler, Route, State } from '../types.mjs' */

export const INBOX_PAGE_SIZE = 26;
const MAX_PAGE_SIZE = 100;

/**
 * Row 26's number: the member's messages not yet read.
 * @param {State} state
 * @param {string} userName
 */
export function inboxUnreadCount(state, userName) {
  return inboxOf(state, userName).filter((message) => !message.read).length;
}

/**
 * Row 50: newest first, paged like the game lists (`totalPages` 0 when there is none).
 * @type {MemberHandler}
 */
function inboxPage({ state, account, query, language }) {
  const pageNo = queryInt(query, 'pageNo', 1);
  const pageSize = queryInt(query, 'pageSize', INBOX_PAGE_SIZE, { max: MAX_PAGE_SIZE });
  const messages = [...inboxOf(state, account.userName)].sort((a, b) => b.createTime - a.createTime);
  return ok({
    content: messages.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(({ subject, number, ...message }) => ({
      ...message,
      title: `${contentText(`inbox.${subject}.title`, language, state.switches.language)} #${number}`,
      content: contentText(`inbox.${subject}.content`, language, state.switches.language),
    })),
    pageNum: pageNo,
    totalPages: Math.ceil(messages.length / pageSize),
  });
}

/**
 * Row 51: only the member's own messages.
 * @type {MemberHandler}
 */
function markRead({ state, account, payload }) {
  const id = Number(payload.id);
  const message = inboxOf(state, account.userName).find((entry) => entry.id === id);
  if (!message) return refuse('Unknown message', 'NOT_FOUND');
  message.read = true;
  return ok(true);
}

/** @type {Route[]} */
export const routes = [
  { row: 50, method: 'GET', path: '/wps/inbox', moduleId: 'INBOX3', token: 'yes', handle: inboxPage },
  { row: 51, method: 'POST', path: '/wps/inbox/read', moduleId: 'INBOX3', token: 'yes', handle: markRead },
];
