import { PageHeader } from "../../app/PageHeader";

export default function TroubleshootingPage() {
  return <PageHeader title="Knowledge Base" />;
}
