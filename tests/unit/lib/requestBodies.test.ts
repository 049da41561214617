import { describe, expect, it } from 'vitest';
import { BodyBudget, bodyAllowance, FORM_BODY_BYTES, holdPictures, PICTURE_FORM_BYTES } from '@/lib/security/requestBodies';

const MB = 1024 * 1024;
const post = (url: string, length: number | undefined, chunked = false) => ({
  method: 'POST',
  url,
  contentLength: length === undefined ? undefined : String(length),
  transferEncoding: chunked ? 'chunked' : undefined,
});

// SPEC §5 image uploads (PNG or JPEG, at most 5 MB) are the only bodies of more than a text form.
describe('request bodies', () => {
  it('gives the screens that take a picture one picture with its fields, and every other screen a text form', () => {
    expect(bodyAllowance('/m/voucherCenter')).toBe(PICTURE_FORM_BYTES);
    expect(bodyAllowance('/m/activityInfo')).toBe(PICTURE_FORM_BYTES);
    expect(bodyAllowance('/m/myAccount/index')).toBe(PICTURE_FORM_BYTES);
    // Spelled as Next would still route it.
    expect(bodyAllowance('/m/%76oucherCenter/')).toBe(PICTURE_FORM_BYTES);
    expect(bodyAllowance('/m/login')).toBe(FORM_BODY_BYTES);
    expect(bodyAllowance('/m/register')).toBe(FORM_BODY_BYTES);
    expect(bodyAllowance('/m/home')).toBe(FORM_BODY_BYTES);
  });

  it('refuses a body larger than its screen\'s forms before reading it, and one of unknown length to a screen', () => {
    const budget = new BodyBudget(16 * MB);
    expect(budget.admit(post('/m/login', Math.round(5.7 * MB))).kind).toBe('tooLarge');
    expect(budget.admit(post('/m/login?redirect=%2Fm%2Fhome', FORM_BODY_BYTES + 1)).kind).toBe('tooLarge');
    expect(budget.admit(post('/m/voucherCenter', PICTURE_FORM_BYTES + 1)).kind).toBe('tooLarge');
    expect(budget.admit(post('/m/login', undefined, true)).kind).toBe('lengthRequired');
    expect(budget.admit(post('/m/login', 2000)).kind).toBe('admitted');
    expect(budget.admit({ method: 'GET', url: '/m/home', contentLength: undefined, transferEncoding: undefined }).kind).toBe('admitted');
    expect(budget.inFlight).toBe(0);
  });

  it('holds at most its budget of large bodies at once: the next waits for a 503\'s Retry-After, a sign-in still passes', () => {
    const budget = new BodyBudget(16 * MB);
    const held = [1, 2, 3].map(() => budget.admit(post('/m/voucherCenter', 5 * MB)));
    expect(held.map((verdict) => verdict.kind)).toEqual(['admitted', 'admitted', 'admitted']);
    expect(budget.admit(post('/m/voucherCenter', 5 * MB))).toEqual({ kind: 'busy', retryAfterSeconds: expect.any(Number) });
    // The doors size their own bodies as they stream, but count in the same budget.
    expect(budget.admit(post('/wps/activity/image', 5 * MB)).kind).toBe('busy');
    expect(budget.admit(post('/wps/activity/image', undefined, true)).kind).toBe('busy');
    expect(budget.admit(post('/m/login', 3000)).kind).toBe('admitted');
    expect(budget.admit(post('/wps/member/login', 500)).kind).toBe('admitted');
    const first = held[0]!;
    if (first.kind !== 'admitted') throw new Error('admitted above');
    first.release();
    first.release();
    expect(budget.inFlight).toBe(10 * MB);
    expect(budget.admit(post('/wps/activity/image', 5 * MB)).kind).toBe('admitted');
  });

  it('refuses a held session\'s pictures unread until the hold ends; its text forms and other sessions pass', () => {
    const budget = new BodyBudget(16 * MB);
    holdPictures('sealed-flooder', Date.now() + 30_000);
    holdPictures('sealed-earlier', Date.now() - 1);
    expect(budget.admit({ ...post('/m/voucherCenter', 5 * MB), session: 'sealed-flooder' })).toEqual({ kind: 'pictureLimit', retryAfterSeconds: 30 });
    expect(budget.admit({ ...post('/wps/activity/image', 5 * MB), session: 'sealed-flooder' }).kind).toBe('pictureLimit');
    expect(budget.admit({ ...post('/m/login', 2000), session: 'sealed-flooder' }).kind).toBe('admitted');
    expect(budget.admit({ ...post('/m/voucherCenter', 5 * MB), session: 'sealed-earlier' }).kind).toBe('admitted');
    expect(budget.admit({ ...post('/m/voucherCenter', 5 * MB), session: 'sealed-other' }).kind).toBe('admitted');
  });
});
