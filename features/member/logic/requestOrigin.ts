import 'server-only';
import { headers } from 'next/headers';

/** The origin the member is using, for the referral link (the platform gives a path of the site). */
export async function requestOrigin(): Promise<string> {
  const list = await headers();
  const host = (list.get('x-forwarded-host') ?? list.get('host') ?? '').split(',')[0]!.trim();
  const proto = list.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/.test(host) ? `${proto}://${host}` : '';
}
