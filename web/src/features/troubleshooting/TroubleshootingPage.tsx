import { PageHeader } from '../../lib/PageHeader';

export default function TroubleshootingPage() {
  return <PageHeader title="Knowledge Base" />;
}
