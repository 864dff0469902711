import { PageHeader } from '../../lib/PageHeader';

export default function SettingsPage() {
  return <PageHeader title="Settings" />;
}
