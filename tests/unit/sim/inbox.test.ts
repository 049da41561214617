import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';
import { signedInCalls } from './signedInCalls';

const simulator = freshSimulator();

const { login } = signedInCalls(simulator);

const inbox = (token: string, query: Record<string, string | number> = {}) =>
  simulator.client.call('/wps/inbox', { moduleId: 'INBOX3', token, query });
const unread = async (token: string) => (await simulator.client.call('/wps/inbox/unread', { moduleId: 'INBOX3', token })).body.value;
const markRead = (token: string, id: unknown) => simulator.client.call('/wps/inbox/read', { moduleId: 'INBOX3', token, json: { id } });

// README rows 26, 50, 51: the inbox (SPEC §6 members have an inbox; §7 INBOX3) and its unread count
describe('inbox rows 50 and 51, and row 26 counted from them', () => {
  it('pages demo01\'s 30 messages 26 at a time, newest first', async () => {
    const token = await login('demo01', 'Demo1234');
    const first = await inbox(token, { pageNo: 1, pageSize: 26 });
    expect(first.body.success).toBe(true);
    expect(first.body.value).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(first.body.value.content).toHaveLength(26);
    const message = first.body.value.content[0];
    expect(Object.keys(message).sort()).toEqual(['content', 'createTime', 'id', 'read', 'title']);
    expect(typeof message.id).toBe('number');
    const times = first.body.value.content.map((entry: { createTime: number }) => entry.createTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const second = await inbox(token, { pageNo: 2 });
    expect(second.body.value).toMatchObject({ pageNum: 2, totalPages: 2 });
    expect(second.body.value.content).toHaveLength(4);
    const all = [...first.body.value.content, ...second.body.value.content];
    expect(new Set(all.map((entry: { id: number }) => entry.id)).size).toBe(30);
    expect(all.filter((entry: { read: boolean }) => !entry.read)).toHaveLength(3);
    expect(await unread(token)).toBe(3);
  });

  it('agent01 has 8 messages of which 5 unread; mobile01 none', async () => {
    const agent = await login('agent01', 'Agent1234');
    const page = await inbox(agent);
    expect(page.body.value.content).toHaveLength(8);
    expect(page.body.value.totalPages).toBe(1);
    expect(page.body.value.content.filter((entry: { read: boolean }) => !entry.read)).toHaveLength(5);
    expect(await unread(agent)).toBe(5);

    const mobile = await login('mobile01', 'Mobile1234');
    expect((await inbox(mobile)).body.value).toEqual({ content: [], pageNum: 1, totalPages: 0 });
    expect(await unread(mobile)).toBe(0);
  });

  it('marking a message read lowers row 26 and shows read in row 50; reset restores the seed', async () => {
    const token = await login('demo01', 'Demo1234');
    const target = (await inbox(token)).body.value.content.find((entry: { read: boolean }) => !entry.read);
    const answer = await markRead(token, target.id);
    expect(answer.body).toMatchObject({ success: true, value: true });
    expect(await unread(token)).toBe(2);
    const again = (await inbox(token)).body.value.content.find((entry: { id: number }) => entry.id === target.id);
    expect(again.read).toBe(true);
    // Marking it again changes nothing.
    expect((await markRead(token, String(target.id))).body.value).toBe(true);
    expect(await unread(token)).toBe(2);

    await simulator.client.control('reset', {});
    expect(await unread(await login('demo01', 'Demo1234'))).toBe(3);
  });

  it('refuses another member\'s message, needs a token and the INBOX3 module id', async () => {
    const demo = await login('demo01', 'Demo1234');
    const agent = await login('agent01', 'Agent1234');
    const agentMessage = (await inbox(agent)).body.value.content[0];
    expect((await markRead(demo, agentMessage.id)).body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await markRead(demo, 'nope')).body.code).toBe('NOT_FOUND');
    expect((await simulator.client.call('/wps/inbox', { moduleId: 'INBOX3' })).status).toBe(401);
    expect((await simulator.client.call('/wps/inbox', { moduleId: 'COMM3', token: demo })).body.code).toBe('MODULE_MISMATCH');
  });
});
