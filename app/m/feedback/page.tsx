import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FeedbackScreen } from '@/components/account/FeedbackScreen';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('titles'))('feedback') };
}

/** /m/feedback, reached from customer service (members only, by the route table). */
export default function FeedbackPage() {
  return <FeedbackScreen />;
}
