import { Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FieldFrame, useFieldError } from '../FormikFields';
import { useDebouncedValue } from './useDebouncedValue';

export interface LookupOption {
  value: string;
  label: string;
}

interface LookupSelectProps {
  /** Formik field holding the chosen id ('' for none). */
  name: string;
  label: string;
  /** Noun for the search box and the empty choice: "clients" → 'Search clients...', 'No client'. */
  noun: { singular: string; plural: string };
  /** The option already chosen when the form opens (its label may not be among the search results). */
  initialOption: LookupOption | null;
  /** Looks up options for a search term on the server. */
  useOptions: (search: string) => { options: LookupOption[]; total: number; loading: boolean };
}

/**
 * A select over a server-searched list: a search box narrows the options (there may be thousands
 * of clients), the select keeps the current choice and offers 'No …' to unlink.
 */
export function LookupSelect({ name, label, noun, initialOption, useOptions }: LookupSelectProps) {
  const { field, helpers, error } = useFieldError(name);
  const [search, setSearch] = useState('');
  const { options, total, loading } = useOptions(useDebouncedValue(search));
  const [known, setKnown] = useState<Map<string, string>>(() => new Map(initialOption ? [[initialOption.value, initialOption.label]] : []));
  const current = field.value ?? '';
  const listed = options.some((o) => o.value === current);

  return (
    <Stack gap="2" width="full">
      <FieldFrame label={label} error={error}>
        <NativeSelect.Root>
          <NativeSelect.Field
            name={name}
            value={current}
            onBlur={field.onBlur}
            onChange={(event) => {
              const value = event.target.value;
              const option = options.find((o) => o.value === value);
              if (option) setKnown((map) => new Map(map).set(option.value, option.label));
              void helpers.setValue(value);
            }}
          >
            <option value="">No {noun.singular}</option>
            {current && !listed ? <option value={current}>{known.get(current) ?? 'Selected'}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FieldFrame>
      {/* Outside the Field: a Field gives its one id to every control inside it. */}
      <Input
        size="sm"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={`Search ${noun.plural}...`}
        aria-label={`Search ${noun.plural}`}
      />
      {total > options.length ? (
        <Text fontSize="xs" color="gray.500">
          {loading ? 'Searching...' : `Showing ${options.length} of ${total}: search to narrow the list`}
        </Text>
      ) : null}
    </Stack>
  );
}
