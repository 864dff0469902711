import { PageHeader } from "../../app/PageHeader";

export default function SettingsPage() {
  return <PageHeader title="Settings" />;
}
