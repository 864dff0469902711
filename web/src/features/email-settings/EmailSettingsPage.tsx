import { PageHeader } from "../../app/PageHeader";

export default function EmailSettingsPage() {
  return <PageHeader title="Email Settings" />;
}
