import { PageHeader } from "../../app/PageHeader";

export default function PropertiesPage() {
  return <PageHeader title="Properties" />;
}
