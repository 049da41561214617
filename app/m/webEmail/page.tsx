import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InboxScreen } from '@/components/inbox/InboxScreen';
import { pagesWanted } from '@/lib/inbox/inboxPages';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('webEmail') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2 /m/webEmail, the message centre (members only: the proxy sends visitors to /m/login). */
export default async function InboxPage({ searchParams }: Props) {
  return <InboxScreen pages={pagesWanted((await searchParams).page)} />;
}
