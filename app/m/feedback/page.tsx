import { FeedbackScreen } from '@/features/feedback/components/FeedbackScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';

export const generateMetadata = routeMetadata;

/** /m/feedback, reached from customer service (members only, by the route table). */
export default function FeedbackPage() {
  return <FeedbackScreen />;
}
