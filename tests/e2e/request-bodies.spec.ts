import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInBeforeOpening } from './support/signIn';
import { untilHydrated } from './support/hydration';
import { DepositPage } from './pages/DepositPage';

// Request bodies bounded per form and per process (lib/security/requestBodies.ts, the server hook), pictures per
// member (lib/pipeline/attempts.ts): floods of large bodies leave the server's memory, its health and a sign-in as
// they were. Each flood is measured as the soak measures: VmRSS of the worker's app process, before, at its peak and
// once it is over; the liveness check is asked every 200 ms throughout and every answer must come within 500 ms (the
// floods run as a project of their own after the others, playwright.config.ts, so the cores are the app's).

const MB = 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The pictures one member may send per minute (lib/pipeline/attempts.ts PICTURES_PER_MINUTE). */
const PICTURES_PER_MINUTE = 6;

let appURL = '';
test.beforeAll(({ servers }) => {
  appURL = servers.baseURL;
});

function rssMb(pid: number): number {
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  expect(kb, 'VmRSS of the app process').toBeGreaterThan(0);
  return kb / 1024;
}

interface Answer {
  status: number;
  ms: number;
  text: string;
}

/**
 * One POST sent as a client would, on a connection of its own, its body written in chunks until the app answers.
 * An app that answers before reading the body closes the connection after its answer; the answer is what counts
 * (status 0: the connection was cut before any answer came).
 */
function post(path: string, headers: Record<string, string>, body: Buffer): Promise<Answer> {
  const url = new URL(`${appURL}${path}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    let answeredAt = 0;
    const finish = () => {
      const text = Buffer.concat(received).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      let body = rest.join('\r\n\r\n');
      if (/transfer-encoding: chunked/i.test(head)) body = body.replace(/(^|\r\n)[0-9a-f]+\r\n/gi, '');
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0), ms: (answeredAt || Date.now()) - started, text: body });
    };
    socket.on('data', (chunk: Buffer) => {
      answeredAt ||= Date.now();
      received.push(chunk);
      const text = Buffer.concat(received).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(head)?.[1];
      if (length !== undefined && Buffer.byteLength(rest.join('\r\n\r\n')) >= Number(length)) socket.destroy();
    });
    socket.on('error', () => undefined);
    socket.on('close', finish);
    const lines = Object.entries({ ...headers, Host: url.host, 'Content-Length': String(body.length), Connection: 'close' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${url.pathname}${url.search} HTTP/1.1\r\n${lines}\r\n`);
    let offset = 0;
    const writeMore = () => {
      while (offset < body.length && !answeredAt && !socket.destroyed) {
        const chunk = body.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        if (!socket.write(chunk)) {
          socket.once('drain', writeMore);
          return;
        }
      }
    };
    writeMore();
  });
}

/** A multipart body of the fields given in their order (a server action reads its arguments last); null: a PNG of `size` bytes. */
function multipart(fields: [string, string | null][], size: number) {
  const boundary = '----requestbodies';
  const picture = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length, 7)]);
  const parts = fields.map(([name, value]) =>
    value === null
      ? Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), picture, Buffer.from('\r\n')])
      : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]) };
}

/**
 * `clients` callers sending `send()` back to back until `until`, while the liveness check is asked every 200 ms
 * on a connection of its own; the app's resident memory is sampled throughout.
 */
async function flood(pid: number, clients: number, ms: number, send: () => Promise<Answer>, during?: () => Promise<void>) {
  const until = Date.now() + ms;
  const answers: Answer[] = [];
  const health: number[] = [];
  const samples: number[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const sampler = setInterval(() => samples.push(rssMb(pid)), 250);
  const probe = async () => {
    while (Date.now() < until) {
      const started = Date.now();
      const status = await new Promise<number>((resolve, reject) => {
        const url = new URL(`${appURL}/api/health/live`);
        httpRequest({ host: url.hostname, port: url.port, path: url.pathname, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        }).on('error', reject).end();
      });
      expect(status, 'liveness during the flood').toBe(200);
      health.push(Date.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  try {
    await Promise.all([
      ...Array.from({ length: clients }, async () => {
        while (Date.now() < until) answers.push(await send());
      }),
      probe(),
      during?.(),
    ]);
  } finally {
    clearInterval(sampler);
    agent.destroy();
  }
  samples.push(rssMb(pid));
  return { answers, health, peak: Math.max(...samples) };
}

/**
 * Sends one at a time until `refused` says an answer is the refusal; how many were answered otherwise before it. An
 * answer cut before it was read (status 0: the app answered the refusal before the body and closed, and the
 * connection was reset under the client's unread answer) is sent again, a bounded number of times.
 */
async function sendUntilRefused(send: () => Promise<Answer>, refused: (answer: Answer) => boolean): Promise<number> {
  let answered = 0;
  for (let attempt = 0; attempt < 40 && answered <= PICTURES_PER_MINUTE + 1; attempt += 1) {
    const answer = await send();
    if (refused(answer)) return answered;
    if (answer.status !== 0) answered += 1;
  }
  return Infinity;
}

/** Resident memory once requests stopped, after the collector's idle-time work (a few seconds): before and after a flood. */
async function settledRssMb(pid: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  return rssMb(pid);
}

function report(name: string, before: number, peak: number, after: number, health: number[], answers: Answer[]) {
  const sorted = [...health].sort((a, b) => a - b);
  const statuses = answers.reduce<Record<number, number>>((counts, answer) => ({ ...counts, [answer.status]: (counts[answer.status] ?? 0) + 1 }), {});
  console.log(
    `[request-bodies] ${name}: ${answers.length} posts ${JSON.stringify(statuses)}; RSS before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, ` +
      `after ${after.toFixed(0)} MB; liveness p50 ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms`,
  );
}

test.describe('request bodies', () => {
  test.describe.configure({ timeout: 120_000 });

  // SPEC §2 login: its form sends a few kilobytes; a body of megabytes is refused before it is read.
  test('16 anonymous clients posting 5.7 MB to the login form for 8 s: each refused 413 in Vietnamese, memory within 64 MB, liveness within 500 ms, and a sign-in succeeds meanwhile', async ({ servers, loginPage: login, page }) => {
    const pid = servers.appPid;
    const { contentType, body } = multipart([['$ACTION_ID_0', '0'], ['file', null]], Math.round(5.7 * MB));
    const send = () => post('/m/login', { Origin: appURL, 'Content-Type': contentType }, body);
    // A short burst first: the baseline is a server that has already seen such requests.
    await flood(pid, 16, 1500, send);
    await login.goto();
    await untilHydrated(page);
    const before = await settledRssMb(pid);
    const signIn = async () => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await login.signIn('demo01', 'Demo1234');
      await expect(page).toHaveURL(/\/m\/home$/, { timeout: 10_000 });
    };
    const { answers, health, peak } = await flood(pid, 16, 8000, send, signIn);
    const after = await settledRssMb(pid);
    report('login flood', before, peak, after, health, answers);
    // Node closes the connection after answering a body it did not read: a client still sending may see it cut
    // before the answer (0), as any refused upload may be.
    const refused = answers.filter((answer) => answer.status === 413);
    expect(refused.length).toBeGreaterThanOrEqual(16);
    expect(answers.every((answer) => answer.status === 413 || answer.status === 0)).toBe(true);
    expect(refused[0]!.text).toContain('Nội dung gửi lên quá lớn cho biểu mẫu này.');
    expect(Math.max(...health), 'slowest liveness answer during the flood (ms)').toBeLessThan(500);
    expect(peak - before, 'RSS growth during the flood (MB)').toBeLessThanOrEqual(64);
    expect(after - before, 'RSS growth after the flood (MB)').toBeLessThanOrEqual(64);
  });

  /** demo01's deposit screen, the manual method chosen, with a receipt of `size` bytes picked. */
  async function manualDepositReady(page: Page, size: number) {
    await signInBeforeOpening(page, 'demo01', 'Demo1234');
    // The server action's fields as the page sends them (the request log of the browser leaves out a form with a file).
    await page.addInitScript(() => {
      const sent: [string, string | null][][] = [];
      Object.assign(window, { sentForms: sent });
      const original = window.fetch;
      window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
        if (init?.body instanceof FormData) sent.push([...init.body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : null]));
        return original.call(this, input, init);
      };
    });
    const deposit = new DepositPage(page);
    await deposit.goto();
    await untilHydrated(page);
    await expect(deposit.method('Chuyển khoản Vietcombank')).toBeChecked();
    await deposit.amount.fill('1000');
    await deposit.depositorName.fill('NGUYEN VAN B');
    await deposit.receipt.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length, 7)]) });
    return deposit;
  }

  // SPEC §5 deposit: a manual deposit's receipt is one picture of at most 5 MB; one member's floods of them are bounded.
  test('one member posting manual deposits with 5 MB receipts, 16 at a time for 8 s: pictures limited per minute, memory within 64 MB, liveness within 500 ms', async ({ servers, page }) => {
    const pid = servers.appPid;
    const deposit = await manualDepositReady(page, 1024);
    // The deposit form's own post, replayed as the flood with a 5 MB receipt: the same action and cookie.
    const [action] = await Promise.all([
      page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/m/voucherCenter'),
      deposit.submitManual.click(),
    ]);
    const headers = await action.allHeaders();
    const [fields] = await page.evaluate(() => (window as unknown as { sentForms: [string, string | null][][] }).sentForms);
    const keyField = fields!.find(([name]) => name.endsWith('idempotencyKey'))![0];
    await expect(deposit.created).toContainText(/D\d+/, { timeout: 20_000 });
    const replayed = Object.fromEntries(
      Object.entries(headers).filter(([name]) => !name.startsWith(':') && !['content-type', 'content-length', 'connection', 'host', 'accept-encoding'].includes(name)),
    );
    // Each deposit a new one (its own idempotency key), as a flood of distinct deposits would be.
    const send = () => {
      const { contentType, body } = multipart(fields!.map(([name, value]) => [name, name === keyField ? randomUUID() : value]), 5 * MB - 1024);
      return post('/m/voucherCenter', { ...replayed, 'Content-Type': contentType }, body);
    };
    // A short burst first, as for the login form: the baseline is a server that has already taken such deposits.
    await flood(pid, 16, 1500, send);
    const before = await settledRssMb(pid);
    const { answers, health, peak } = await flood(pid, 16, 8000, send);
    const after = await settledRssMb(pid);
    report('deposit flood', before, peak, after, health, answers);
    // Each answer is the action's (a form state), the busy server's 503 or, once the limits refused the session, a
    // 429 before the body is read, both with when to come back (0: cut while the refused body was still being sent).
    expect(answers.every((answer) => [0, 200, 429, 503].includes(answer.status))).toBe(true);
    // Past the minute's pictures (or the hour's bytes) the member is told to wait (the clock's minute may turn once meanwhile).
    const sentAfter = await sendUntilRefused(send, (answer) => /Bạn đã gửi quá nhiều ảnh\. Vui lòng thử lại sau \d+ phút\./.test(answer.text));
    expect(sentAfter, 'deposits accepted after the flood before the refusal').toBeLessThanOrEqual(PICTURES_PER_MINUTE);
    expect(Math.max(...health), 'slowest liveness answer during the flood (ms)').toBeLessThan(500);
    expect(after - before, 'RSS growth after the flood (MB)').toBeLessThanOrEqual(64);
  });

  // SPEC §5 activity upload: the image door takes a member's pictures, counted per member whatever the address.
  test('one member sending 5 MB images to the upload door from rotating addresses, 16 at a time for 8 s: limited per minute, memory within 64 MB, liveness within 500 ms', async ({ servers, sim, page }) => {
    const pid = servers.appPid;
    await signInBeforeOpening(page, 'demo01', 'Demo1234');
    const cookie = (await page.context().cookies()).map((entry) => `${entry.name}=${entry.value}`).join('; ');
    const { contentType, body } = multipart([['file', null]], 5 * MB - 1024);
    let address = 0;
    const send = () => {
      address += 1;
      return post('/wps/activity/image', {
        Origin: appURL, Cookie: cookie, 'Content-Type': contentType, 'X-Forwarded-For': `198.51.${address >> 8 & 255}.${address & 255}`,
      }, body);
    };
    // A short burst first: the baseline is a server that has already taken such images.
    await flood(pid, 16, 1500, send);
    const before = await settledRssMb(pid);
    const { answers, health, peak } = await flood(pid, 16, 8000, send);
    const after = await settledRssMb(pid);
    report('upload door flood', before, peak, after, health, answers);
    // Windows turn with the clock's minute: a flood across the turn meets two.
    expect((await sim.requests('/wps/activity/image')).length).toBeLessThanOrEqual(2 * PICTURES_PER_MINUTE);
    expect(answers.every((answer) => [0, 200, 429, 503].includes(answer.status))).toBe(true);
    let refusal: Answer | undefined;
    const sentAfter = await sendUntilRefused(send, (answer) => answer.status === 429 && Boolean((refusal = answer)));
    expect(sentAfter, 'images accepted after the flood before the refusal').toBeLessThanOrEqual(PICTURES_PER_MINUTE);
    expect(JSON.parse(refusal!.text)).toMatchObject({ success: false, code: 'PICTURE_RATE_LIMITED', message: expect.stringMatching(/^Bạn đã gửi quá nhiều ảnh\. Vui lòng thử lại sau \d+ phút\.$/) });
    expect(Math.max(...health), 'slowest liveness answer during the flood (ms)').toBeLessThan(500);
    expect(after - before, 'RSS growth after the flood (MB)').toBeLessThanOrEqual(64);
  });
});
