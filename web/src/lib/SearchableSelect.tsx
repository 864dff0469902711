import { Field, Input, NativeSelect } from '@chakra-ui/react';

interface SearchableSelectProps {
  /** What is chosen: 'Ticket', 'Client'. The search box reads 'Find a ticket'. */
  label: string;
  search: string;
  onSearch: (search: string) => void;
  searchPlaceholder: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  loading: boolean;
  /** How many match over all pages: past the options shown, a hint says to search. */
  total: number;
}

/** A choice among many records: a search box narrowing a select of the first matches. */
export function SearchableSelect({
  label,
  search,
  onSearch,
  searchPlaceholder,
  value,
  onChange,
  options,
  loading,
  total,
}: SearchableSelectProps) {
  const noun = label.toLowerCase();
  return (
    <>
      <Field.Root>
        <Field.Label>Find a {noun}</Field.Label>
        <Input size="sm" value={search} placeholder={searchPlaceholder} onChange={(e) => onSearch(e.currentTarget.value)} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} aria-label={label}>
            <option value="">{loading ? `Loading ${noun}s...` : `Select a ${noun}`}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {total > options.length ? (
          <Field.HelperText>
            Showing {options.length} of {total}: search to narrow them.
          </Field.HelperText>
        ) : null}
      </Field.Root>
    </>
  );
}
