import { Box, Input, InputGroup, Spinner, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { ticketSearchPath } from '../../lib/paths';
import { errorMessage } from '../../lib/errors';
import { useDebouncedValue } from '../../lib/people/useDebouncedValue';
import { MIN_QUERY_LENGTH, useGlobalSearch, type SearchItem } from './useGlobalSearch';

/** Pause after the last key before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * The top bar's search (a combobox): matching tickets, contacts, clients, properties and articles in a
 * dropdown grouped by kind. ArrowDown/ArrowUp move, Enter opens the highlighted match (or, with
 * none highlighted, the tickets list searched for the text), Escape closes; '/' elsewhere focuses it.
 */
export function TopBarSearch({ autoFocus = false }: { autoFocus?: boolean }) {
  const navigate = useNavigate();
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { groups, loading, error, ready } = useGlobalSearch(term);

  // '/' anywhere outside a text field puts the cursor in the search, as in most web apps.
  useEffect(() => {
    function onSlash(event: globalThis.KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']")) return;
      event.preventDefault();
      inputRef.current?.focus();
    }
    document.addEventListener('keydown', onSlash);
    return () => document.removeEventListener('keydown', onSlash);
  }, []);

  const items = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  const longEnough = text.trim().length >= MIN_QUERY_LENGTH;
  const settled = term === text.trim();
  const expanded = open && longEnough;
  const highlighted = expanded && active >= 0 && active < items.length ? active : -1;

  function reset() {
    setText('');
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
  }

  function choose(item: SearchItem) {
    reset();
    void navigate(item.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!longEnough) return;
        setOpen(true);
        if (items.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => {
          const from = current >= 0 && current < items.length ? current : step === 1 ? -1 : items.length;
          return (from + step + items.length) % items.length;
        });
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const item = highlighted >= 0 ? items[highlighted] : undefined;
        if (item) {
          choose(item);
        } else if (text.trim()) {
          const search = text.trim();
          reset();
          void navigate(ticketSearchPath(search));
        }
        return;
      }
      case 'Escape': {
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
      }
      default:
        return;
    }
  }

  let index = -1;
  return (
    <Box position="relative" width="full">
      <InputGroup startElement={<Search size={16} aria-hidden />} endElement={expanded && loading ? <Spinner size="xs" /> : undefined}>
        <Input
          ref={inputRef}
          autoFocus={autoFocus}
          type="search"
          placeholder="Search tickets, contacts..."
          aria-label="Search"
          size="sm"
          bg="gray.50"
          role="combobox"
          aria-autocomplete="list"
          aria-keyshortcuts="/"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </InputGroup>
      <Box
        hidden={!expanded}
        position="absolute"
        top="calc(100% + 4px)"
        left="0"
        right="0"
        minW="xs"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="md"
        shadow="lg"
        zIndex="dropdown"
        overflow="hidden"
        // Keep the focus in the input while a match is clicked.
        onMouseDown={(event) => event.preventDefault()}
      >
        {expanded && groups.length === 0 ? (
          <Text px="3" py="2" fontSize="sm" color="gray.500" role="status">
            {error ? errorMessage(error) : !ready || !settled || loading ? 'Searching...' : 'No results'}
          </Text>
        ) : null}
        <Box id={listboxId} role="listbox" aria-label="Search results" maxH="26rem" overflowY="auto" py={groups.length > 0 ? '1' : '0'}>
          {expanded
            ? groups.map((group) => {
                const headingId = `${listboxId}-${group.kind}`;
                return (
                  <Box key={group.kind} role="group" aria-labelledby={headingId} pb="1">
                    <Text
                      id={headingId}
                      px="3"
                      pt="2"
                      pb="1"
                      fontSize="xs"
                      fontWeight="semibold"
                      color="gray.500"
                      textTransform="uppercase"
                      letterSpacing="wide"
                    >
                      {group.label}
                      {group.totalCount > group.items.length
                        ? ` (${group.items.length} of ${group.totalCount}${group.totalCountCapped ? '+' : ''})`
                        : ''}
                    </Text>
                    {group.items.map((item) => {
                      index += 1;
                      const position = index;
                      const selected = position === highlighted;
                      return (
                        <Box
                          key={`${item.kind}-${item.id}`}
                          id={optionId(position)}
                          role="option"
                          aria-selected={selected}
                          px="3"
                          py="1.5"
                          cursor="pointer"
                          bg={selected ? 'blue.50' : undefined}
                          _hover={{ bg: selected ? 'blue.50' : 'gray.50' }}
                          onMouseMove={() => setActive(position)}
                          onClick={() => choose(item)}
                        >
                          <Text fontSize="sm" fontWeight="medium" truncate title={item.primary}>
                            {item.primary}
                          </Text>
                          {item.secondary ? (
                            <Text fontSize="xs" color="gray.500" truncate title={item.secondary}>
                              {item.secondary}
                            </Text>
                          ) : null}
                        </Box>
                      );
                    })}
                  </Box>
                );
              })
            : null}
        </Box>
        <Text px="3" py="1" fontSize="xs" color="gray.500" borderTopWidth="1px" borderColor="gray.100">
          Press Enter to search all tickets
        </Text>
      </Box>
    </Box>
  );
}
