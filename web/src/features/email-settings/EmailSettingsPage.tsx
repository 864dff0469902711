import { PageHeader } from '../../lib/PageHeader';

export default function EmailSettingsPage() {
  return <PageHeader title="Email Settings" />;
}
