import { PageHeader } from "../../app/PageHeader";

export default function DashboardPage() {
  return <PageHeader title="Support Dashboard" />;
}
