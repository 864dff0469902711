import { PageHeader } from "../../app/PageHeader";

export default function ContactsPage() {
  return <PageHeader title="Contacts" />;
}
