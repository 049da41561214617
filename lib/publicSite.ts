import 'server-only';
import { config } from '@/lib/config';

/** The site as visitors reach it: what links and registrations sent elsewhere may name. */
export interface PublicSite {
  /** `https://m.example.com` (with a port when not the default). */
  origin: string;
  /** `m.example.com:8443`: the origin without its scheme. */
  host: string;
  /** `m.example.com`: the host without its port. */
  hostname: string;
}

type HeaderList = Pick<Headers, 'get'>;

function hostnameOf(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
}

const HOST = /^(?:[a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/;

/** An entry with a port allows that port only; one without allows any. */
function allowed(host: string, list: readonly string[]): boolean {
  return HOST.test(host) && list.some((entry) => entry === host || entry === hostnameOf(host));
}

/**
 * PUBLIC_URL when set. Without it, the request's own name for the site is believed only when PUBLIC_HOSTS lists
 * it: Host and X-Forwarded-Host are whatever the client wrote, and a forged one must not turn a sign-in's
 * redirect_uri or a registration's registerUrl into another site. null when no trusted name is at hand.
 */
export function publicSite(headers: HeaderList): PublicSite | null {
  const { PUBLIC_URL, PUBLIC_HOSTS } = config();
  if (PUBLIC_URL) {
    const url = new URL(PUBLIC_URL);
    return { origin: url.origin, host: url.host, hostname: url.hostname };
  }
  const candidates = [headers.get('x-forwarded-host')?.split(',')[0], headers.get('host')];
  const host = candidates.map((value) => value?.trim().toLowerCase()).find((value) => value && allowed(value, PUBLIC_HOSTS));
  if (!host) return null;
  const https = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
  return { origin: `${https ? 'https' : 'http'}://${host}`, host, hostname: hostnameOf(host) };
}

/** SPEC §3 registerUrl (the site's host) and domain (its name); empty when the site cannot be named. */
export function registrationSite(headers: HeaderList): { registerUrl: string; domain: string } {
  const site = publicSite(headers);
  return site ? { registerUrl: site.host, domain: site.hostname } : { registerUrl: '', domain: '' };
}
