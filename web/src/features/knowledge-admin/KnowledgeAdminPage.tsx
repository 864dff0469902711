import { PageHeader } from '../../lib/PageHeader';

export default function KnowledgeAdminPage() {
  return <PageHeader title="Knowledge Base Admin" />;
}
