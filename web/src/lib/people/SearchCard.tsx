import { Button, Card, Flex, Input, InputGroup } from '@chakra-ui/react';
import { Search, X } from 'lucide-react';

interface SearchCardProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Accessible name of the search box, e.g. "Search contacts". */
  label: string;
}

/** The search box and Clear Filters button above a people/places table. */
export function SearchCard({ value, onChange, placeholder, label }: SearchCardProps) {
  return (
    <Card.Root variant="outline" mb="4" bg="white">
      <Card.Body p="4">
        <Flex gap="3" align="center" wrap="wrap">
          <InputGroup flex="1" minW="60" startElement={<Search size={16} aria-hidden />}>
            <Input
              type="search"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && value) onChange('');
              }}
              placeholder={placeholder}
              aria-label={label}
            />
          </InputGroup>
          <Button variant="outline" onClick={() => onChange('')} disabled={value === ''}>
            <X size={16} aria-hidden />
            Clear Filters
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
