import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { SEARCH_DEBOUNCE_MS, useAddressState } from './useAddressState';
import { useRecordParam } from './useRecordParam';

const KEYS = ['search', 'category', 'offset'] as const;

/** A list screen's filters: a search box, a category select and the page, with what it asks for. */
function Filters({ onApplied }: { onApplied: (applied: Record<string, string>) => void }) {
  const { values, applied, set, flush } = useAddressState(KEYS, { debounced: ['search'], page: 'offset' });
  useEffect(() => {
    onApplied(applied);
  }, [applied, onApplied]);
  return (
    <>
      <input
        aria-label="Search"
        value={values.search}
        onChange={(e) => set({ search: e.target.value })}
        onKeyDown={(e) => e.key === 'Enter' && flush()}
      />
      <select aria-label="Category" value={values.category} onChange={(e) => set({ category: e.target.value })}>
        <option value="">All</option>
        <option value="HEATING">Heating</option>
        <option value="PLUMBING">Plumbing</option>
      </select>
      <button onClick={() => set({ offset: '20' })}>Next</button>
    </>
  );
}

let location = '';
let navigate: NavigateFunction;
function Probe() {
  const l = useLocation();
  navigate = useNavigate();
  location = `${l.pathname}${l.search}`;
  return null;
}

function renderFilters(route = '/tickets') {
  const applied: Record<string, string>[] = [];
  const onApplied = (values: Record<string, string>) => applied.push(values);
  render(
    <MemoryRouter initialEntries={[route]}>
      <Filters onApplied={onApplied} />
      <Probe />
    </MemoryRouter>,
  );
  return { applied };
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Search'), { target: { value: text } });
const pick = (value: string) => fireEvent.change(screen.getByLabelText('Category'), { target: { value } });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useAddressState', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('applies a select at once, once, and the address follows', () => {
    const { applied } = renderFilters();
    pick('HEATING');
    expect(location).toBe('/tickets?category=HEATING');
    wait(3_000);
    expect(screen.getByLabelText('Category')).toHaveValue('HEATING');
    expect(applied.map((a) => a.category)).toEqual(['', 'HEATING']);
    expect(location).toBe('/tickets?category=HEATING');
  });

  it('keeps two quick changes, and a pending search never writes over a filter picked since', () => {
    const { applied } = renderFilters('/tickets?offset=40');
    type('boiler');
    pick('HEATING');
    pick('PLUMBING');
    expect(location).toBe('/tickets?category=PLUMBING');
    wait(SEARCH_DEBOUNCE_MS);
    expect(location).toBe('/tickets?category=PLUMBING&search=boiler');
    expect(screen.getByLabelText('Category')).toHaveValue('PLUMBING');
    expect(screen.getByLabelText('Search')).toHaveValue('boiler');
    expect(applied.at(-1)).toEqual({ search: 'boiler', category: 'PLUMBING', offset: '' });
  });

  it('type a search, clear it, then pick a filter: the box and the address agree', () => {
    renderFilters();
    type('leak');
    wait(SEARCH_DEBOUNCE_MS);
    expect(location).toBe('/tickets?search=leak');
    type('');
    pick('HEATING');
    wait(2_000);
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(location).toBe('/tickets?category=HEATING');
  });

  it('asks once per pause in typing, and Enter asks at once', () => {
    const { applied } = renderFilters();
    type('b');
    wait(100);
    type('bo');
    wait(100);
    type('boi');
    expect(applied.map((a) => a.search)).toEqual(['']);
    wait(SEARCH_DEBOUNCE_MS);
    expect(applied.map((a) => a.search)).toEqual(['', 'boi']);
    type('boiler ');
    fireEvent.keyDown(screen.getByLabelText('Search'), { key: 'Enter' });
    expect(applied.map((a) => a.search)).toEqual(['', 'boi', 'boiler']);
    wait(SEARCH_DEBOUNCE_MS);
    expect(applied).toHaveLength(3);
  });

  it('a new filter starts again at the first page; the page alone keeps the filters', () => {
    renderFilters('/tickets?category=HEATING');
    fireEvent.click(screen.getByText('Next'));
    expect(location).toBe('/tickets?category=HEATING&offset=20');
    pick('PLUMBING');
    expect(location).toBe('/tickets?category=PLUMBING');
  });

  it('reads an address changed from outside once (Back, a link), and drops a search typed before it', () => {
    const { applied } = renderFilters('/tickets?category=HEATING');
    type('gas');
    act(() => void navigate('/tickets?category=PLUMBING&ticket=t1'));
    wait(2_000);
    expect(location).toBe('/tickets?category=PLUMBING&ticket=t1');
    expect(screen.getByLabelText('Category')).toHaveValue('PLUMBING');
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(applied.map((a) => a.category)).toEqual(['HEATING', 'PLUMBING']);
    act(() => void navigate(-1));
    expect(screen.getByLabelText('Category')).toHaveValue('HEATING');
    expect(location).toBe('/tickets?category=HEATING');
  });

  it('leaves the other parameters of the address as they are', () => {
    renderFilters('/tickets?ticket=t9&view=board');
    pick('HEATING');
    expect(location).toBe('/tickets?ticket=t9&view=board&category=HEATING');
  });

  it('a row clicked before the typed search reached the address opens its record and keeps the search', () => {
    // A click lands on a row rendered before the debounced search was written: its handler holds
    // that render's address.
    const opens: ((id: string) => void)[] = [];
    function Row() {
      opens.push(useRecordParam('client').open);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/clients']}>
        <Filters onApplied={() => undefined} />
        <Row />
        <Probe />
      </MemoryRouter>,
    );
    const openFromFirstRender = opens[0];
    type('gb123456');
    wait(SEARCH_DEBOUNCE_MS);
    expect(location).toBe('/clients?search=gb123456');
    act(() => openFromFirstRender?.('c1'));
    wait(2_000);
    expect(location).toBe('/clients?search=gb123456&client=c1');
    expect(screen.getByLabelText('Search')).toHaveValue('gb123456');
  });
});
