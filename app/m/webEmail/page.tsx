import { InboxScreen } from '@/features/inbox/components/InboxScreen';
import { InboxMessageView } from '@/features/inbox/components/InboxMessageView';
import { messageWanted, pagesWanted } from '@/features/inbox/logic/inboxPages';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * SPEC §2 /m/webEmail, the message centre (members only: the proxy sends visitors to /m/login); `?id=` shows one
 * message, `?deleted=` says how many the last delete removed.
 */
export default async function InboxPage({ searchParams }: Props) {
  const query = await searchParams;
  const id = messageWanted(query.id);
  if (id) return <InboxMessageView id={id} />;
  const deleted = Number(Array.isArray(query.deleted) ? query.deleted[0] : query.deleted);
  return <InboxScreen pages={pagesWanted(query.page)} deleted={Number.isInteger(deleted) && deleted > 0 && deleted <= 100 ? deleted : 0} />;
}
