import { requestLanguage } from '@/lib/i18n/requestLanguage';
import { resizeImage } from '@/lib/images/imageResizer';
import { admit } from '@/lib/pipeline/admit';
import { PlatformError } from '@/lib/platform/PlatformError';
import { statusPage } from '@/lib/routes/statusPage';
import { takeAttempt } from '@/lib/security/rateLimit';

/**
 * `/img/<width>/<path>`: a picture of the merchant's image CDN at a phone's size (lib/images). Closed with the pages
 * and the doors (SPEC §4 maintenance and region: their translated page); only the CDN's paths and the widths the app
 * offers; anything else 400, a picture the CDN does not have 404, a visitor past its budget of pictures fetched
 * 429, a CDN failure 502/504, too many pictures already waiting for the encoder 503.
 */
export async function GET(request: Request, { params }: { params: Promise<{ width: string; path: string[] }> }): Promise<Response> {
  try {
    await admit('visitor', undefined, null);
  } catch (error) {
    if (error instanceof PlatformError && (error.kind === 'maintenance' || error.kind === 'region')) {
      const { locale, offer } = await requestLanguage(request.headers);
      return await statusPage(error.kind, locale, { languages: offer.languages });
    }
    throw error;
  }
  const { width, path } = await params;
  // A store that does not answer costs a picture nothing (limits that guard no secret fail open).
  const mayFetch = () => takeAttempt('image', request.headers.get('x-forwarded-for')).then((verdict) => verdict.allowed, () => true);
  const outcome = await resizeImage(/^\d+$/.test(width) ? Number(width) : NaN, path.join('/'), mayFetch);
  if (!outcome.ok) return new Response(null, { status: outcome.status, headers: { 'Cache-Control': 'no-store' } });
  const { body, contentType, etag } = outcome.image;
  return new Response(body as BodyInit, {
    headers: {
      'Content-Type': contentType,
      // The CDN's paths name one picture; a day fresh, then refreshed in the background, as the app's own images.
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      ETag: etag,
    },
  });
}
