import { PageHeader } from '../../lib/PageHeader';

export default function ConversationsPage() {
  return <PageHeader title="Conversations" />;
}
