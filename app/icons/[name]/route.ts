import { brandIcon, brandIconType, isBrandIcon } from '@/lib/brand/brandIcons';

/**
 * `/icons/<name>`: the merchant's icons (lib/brand/brandIcons.ts), drawn at run time from the brand of the
 * platform's settings and the operator's file. Pages and the manifest ask for them with the brand's version, so a
 * day of caching never shows an old brand on a page that has the new one.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await params;
  if (!isBrandIcon(name)) return new Response(null, { status: 404 });
  return new Response((await brandIcon(name)) as BodyInit, {
    headers: { 'Content-Type': brandIconType(name), 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' },
  });
}
