import { PageHeader } from "../../app/PageHeader";

export default function ClientsPage() {
  return <PageHeader title="Clients" />;
}
