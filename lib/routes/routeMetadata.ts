import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { routeRule, routeTitle } from './routeTable';

/**
 * The document title of the screen being rendered, the route table's title of the requested path and query (the
 * header shows the same one): a page states `export const generateMetadata = routeMetadata;` instead of its own.
 * The requested path, not the rendered page: a screen the proxy rewrote (SPEC §6 free_reject) keeps its title.
 */
export async function routeMetadata(): Promise<Metadata> {
  const list = await headers();
  const rule = routeRule(list.get('x-mc-pathname') ?? '');
  if (!rule) return {};
  const t = await getTranslations('titles');
  // Every title key of the route table is under `titles` (tests/unit checks the table against the catalogue).
  return { title: t(routeTitle(rule, list.get('x-mc-search') ?? '') as 'home') };
}
