import { PublicLayout } from '../components/PublicLayout';
import ComingSoonPage from './ComingSoonPage';

/** /pages/coming-soon: the template page (no real behaviour). */
export default function PublicComingSoonPage() {
  return (
    <PublicLayout>
      <ComingSoonPage />
    </PublicLayout>
  );
}
