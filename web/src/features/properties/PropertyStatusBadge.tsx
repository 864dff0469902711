import { Badge } from '@chakra-ui/react';
import { propertyStatus, STATUS_COLOR } from './propertyStatus';

export function PropertyStatusBadge({ property }: { property: { clientId?: string | null; contactId?: string | null } }) {
  const status = propertyStatus(property);
  return (
    <Badge colorPalette={STATUS_COLOR[status]} variant="subtle">
      {status}
    </Badge>
  );
}
