import { Card, Field, Flex, Input, InputGroup, NativeSelect, type FieldRootProps } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';

/** A list's filter card: its search and selects in one wrapping row above the list. */
export function FilterCard({ children, mb }: { children: ReactNode; mb?: string }) {
  return (
    <Card.Root variant="outline" bg="white" mb={mb}>
      <Card.Body p="4">
        <Flex gap="3" wrap="wrap" align="flex-end">
          {children}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** A filter card's select: a small label above, the choices as children ('All ...' first). */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
  ...rootProps
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
} & Omit<FieldRootProps, 'onChange' | 'children'>) {
  return (
    <Field.Root {...rootProps}>
      <Field.Label fontSize="xs" color="gray.600">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} bg="white">
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A filter card's day (YYYY-MM-DD, '' for none), labelled as its selects are. */
export function FilterDate({
  label,
  value,
  onChange,
  min,
  max,
  ...rootProps
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
} & Omit<FieldRootProps, 'onChange' | 'children'>) {
  return (
    <Field.Root {...rootProps}>
      <Field.Label fontSize="xs" color="gray.600">
        {label}
      </Field.Label>
      <Input
        size="sm"
        type="date"
        bg="white"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Field.Root>
  );
}

/** A filter card's search box ('Search' with a magnifier); Enter sends at once, `onChange` as typed. */
export function SearchField({
  value,
  onChange,
  onEnter,
  ariaLabel,
  placeholder,
  ...rootProps
}: {
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  ariaLabel: string;
  placeholder: string;
} & Omit<FieldRootProps, 'onChange' | 'children'>) {
  return (
    <Field.Root {...rootProps}>
      <Field.Label fontSize="xs" color="gray.600">
        Search
      </Field.Label>
      <InputGroup startElement={<Search size={16} aria-hidden />}>
        <Input
          size="sm"
          type="search"
          aria-label={ariaLabel}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onEnter();
          }}
          bg="white"
        />
      </InputGroup>
    </Field.Root>
  );
}
