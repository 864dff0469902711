import { PageHeader } from "../../app/PageHeader";

export default function TicketsPage() {
  return <PageHeader title="Support Tickets" />;
}
