import { PageHeader } from "../../app/PageHeader";

export default function KnowledgeAdminPage() {
  return <PageHeader title="Knowledge Base Admin" />;
}
