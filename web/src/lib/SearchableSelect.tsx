import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { Fragment } from 'react';

interface SearchableSelectProps {
  /** What is chosen: 'Ticket', 'Client'. The search box reads 'Find a ticket'. */
  label: string;
  search: string;
  onSearch: (search: string) => void;
  searchPlaceholder: string;
  value: string;
  onChange: (value: string) => void;
  /** In this order; consecutive options of one `group` are listed under its heading. */
  options: { value: string; label: string; group?: string }[];
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
            {groupsOf(options).map(({ group, items }, index) => {
              const listed = items.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ));
              return group ? (
                <optgroup key={group} label={group}>
                  {listed}
                </optgroup>
              ) : (
                <Fragment key={index}>{listed}</Fragment>
              );
            })}
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

/** Consecutive options of one group together, in their order. */
function groupsOf<T extends { group?: string }>(options: T[]): { group: string | undefined; items: T[] }[] {
  const groups: { group: string | undefined; items: T[] }[] = [];
  for (const option of options) {
    const last = groups.at(-1);
    if (last && last.group === option.group) last.items.push(option);
    else groups.push({ group: option.group, items: [option] });
  }
  return groups;
}
