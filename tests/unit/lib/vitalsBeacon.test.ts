import { beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/vitals/route';
import { metrics } from '@/lib/observability/metrics';
import { vitalLabels, vitalsBeacon } from '@/lib/observability/vitals';
import { MemoryStore } from '@/lib/store/memoryStore';
import { installStore } from '@/lib/store/store';
import { useConfig } from '../support/testConfig';

// SPEC §7 security: what players' phones measure reaches the operators' metrics with route patterns, languages,
// the merchant and connection types only; nothing a beacon carries can add a series or answer a 5xx
const APP = 'http://app.test';
let visitor = 0;

function beacon(body: BodyInit | unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' || body instanceof ReadableStream ? body : JSON.stringify(body);
  return POST(new Request(`${APP}/api/vitals`, {
    method: 'POST',
    headers: { host: 'app.test', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': `10.0.0.${visitor}`, 'content-type': 'text/plain', ...headers },
    body: text as BodyInit,
    duplex: 'half',
  } as RequestInit));
}

const good = { path: '/m/home', language: 'en', connection: '4g', vitals: [{ name: 'LCP', value: 1234 }, { name: 'CLS', value: 0.03 }] };

async function series(): Promise<string[]> {
  const text = await metrics().registry.metrics();
  return text.split('\n').filter((line) => line.startsWith('mc_web_vitals_')).map((line) => line.replace(/ [^ ]+$/, ''));
}

async function count(route: string): Promise<number> {
  const text = await metrics().registry.metrics();
  const line = text.split('\n').find((row) => row.startsWith('mc_web_vitals_seconds_count{') && row.includes(`route="${route}"`) && row.includes('vital="LCP"'));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('Core Web Vitals beacons', () => {
  beforeEach(() => {
    useConfig({ MERCHANT_CODE: 'mer01', RATE_LIMIT_VITALS: '30' });
    installStore(new MemoryStore());
    visitor += 1;
  });

  it('counts a good beacon under its route pattern, language, merchant and connection type', async () => {
    const before = await count('/m/home');
    expect((await beacon(good)).status).toBe(204);
    expect(await count('/m/home')).toBe(before + 1);
    const text = await metrics().registry.metrics();
    expect(text).toMatch(/mc_web_vitals_seconds_sum\{route="\/m\/home",language="en",merchant="mer01",connection="4g",vital="LCP"\} 1\.234/);
    expect(text).toMatch(/mc_web_vitals_cls_count\{route="\/m\/home",language="en",merchant="mer01",connection="4g"\} \d+/);
  });

  it('folds an unknown language and connection type into "other" and drops a path that is no screen', () => {
    const parsed = vitalsBeacon.parse({ ...good, language: 'xx-evil', connection: 'wifi-at-home' });
    expect(vitalLabels(parsed, 'mer01')).toEqual({ route: '/m/home', language: 'other', merchant: 'mer01', connection: 'other' });
    expect(vitalLabels(vitalsBeacon.parse({ ...good, path: '/m/home/../../etc' }), 'mer01')).toBeNull();
    expect(vitalLabels(vitalsBeacon.parse({ ...good, path: '/m/member/12345' }), 'mer01')).toBeNull();
  });

  it('refuses extra fields, wrong types, repeated vitals and figures no phone measures', () => {
    const bad = [
      { ...good, userName: 'demo01' },
      { ...good, vitals: [{ name: 'LCP', value: '1234' }] },
      { ...good, vitals: [{ name: 'FID', value: 10 }] },
      { ...good, vitals: [{ name: 'LCP', value: 1 }, { name: 'LCP', value: 2 }] },
      { ...good, vitals: [{ name: 'LCP', value: 1e12 }] },
      { ...good, vitals: [{ name: 'CLS', value: 50 }] },
      { ...good, vitals: [{ name: 'TTFB', value: -1 }] },
      { ...good, vitals: [] },
      { ...good, path: 42 },
    ];
    for (const body of bad) expect(vitalsBeacon.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });

  it('drops a cross-site beacon and a flood from one visitor', async () => {
    expect((await beacon(good, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const answers: number[] = [];
    for (let sent = 0; sent < 40; sent += 1) answers.push((await beacon(good)).status);
    expect(answers.filter((status) => status === 204)).toHaveLength(30);
    expect(answers.slice(30).every((status) => status === 429)).toBe(true);
  });

  it('drops a few hundred malformed beacons without a 5xx and without a new label value', async () => {
    useConfig({ MERCHANT_CODE: 'mer01', RATE_LIMIT_VITALS: '0' });
    expect((await beacon(good)).status).toBe(204);
    const known = new Set(await series());
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const values: unknown[] = [null, true, -5, 0.5, 1e308, 'NaN', '1000', [], {}, 'x'.repeat(5000), { $gt: 1 }];
    const paths: unknown[] = ['/m/home', '/m/nope', '/m/home?token=abc', '/etc/passwd', '/m/' + 'a'.repeat(300), 12, null];
    const names: unknown[] = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP', '__proto__', '', 7];
    for (let round = 0; round < 300; round += 1) {
      const shape = round % 6;
      let body: unknown;
      if (shape === 0) body = 'not json {';
      else if (shape === 1) body = JSON.stringify({ path: pick(paths), language: pick(['en', 'zz', 'vi', 'x'.repeat(50)]), vitals: [{ name: pick(names), value: pick(values) }] });
      else if (shape === 2) body = JSON.stringify({ ...good, connection: pick(values) });
      else if (shape === 3) body = JSON.stringify({ ...good, vitals: Array.from({ length: 1 + (round % 9) }, () => ({ name: pick(names), value: pick(values) })) });
      else if (shape === 4) body = JSON.stringify(pick(values));
      else body = 'A'.repeat(2048 + round);
      const status = (await beacon(body)).status;
      expect(status, String(body).slice(0, 80)).toBeLessThan(500);
    }
    for (const line of await series()) expect(known.has(line) || /route="\/m\/home",language="(en|vi|other)",merchant="mer01",connection="(4g|other)"/.test(line), line).toBe(true);
  });
});
