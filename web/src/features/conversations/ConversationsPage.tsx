import { PageHeader } from "../../app/PageHeader";

export default function ConversationsPage() {
  return <PageHeader title="Conversations" />;
}
