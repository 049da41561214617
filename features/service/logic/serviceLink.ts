import type { CustomerServiceLink } from '@/lib/settings/customerServiceLinks';
import { shownCustomerServiceTypes } from '@/lib/settings/customerServiceLinks';

export type ShownServiceType = (typeof shownCustomerServiceTypes)[number];

/** The kind /m/service shows: ?type= when it names one of the shown kinds (any case), else LIVECHAT. */
export function serviceType(query: string | string[] | undefined): ShownServiceType {
  const wanted = (Array.isArray(query) ? query[0] : query)?.toUpperCase();
  return shownCustomerServiceTypes.find((type) => type === wanted) ?? 'LIVECHAT';
}

/** The shown kinds that have a usable link, in the side menu's order. */
export function shownServiceLinks(links: CustomerServiceLink[]): (CustomerServiceLink & { csType: ShownServiceType })[] {
  return shownCustomerServiceTypes.flatMap((type) => {
    const link = links.find((entry) => entry.csType === type);
    return link ? [{ ...link, csType: type }] : [];
  });
}

/** Our own origin as the visitor's browser sees it (behind a TLS-terminating proxy too). */
export function requestOrigin(headers: Headers): string | null {
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  if (!host || !/^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) return null;
  const scheme = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return `${scheme}://${host}`;
}
