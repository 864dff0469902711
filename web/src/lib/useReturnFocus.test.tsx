import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useReturnFocus } from './useReturnFocus';

function Page({ startOpen }: { startOpen: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <h1>Support Tickets</h1>
      <button onClick={() => setOpen(true)}>Open</button>
      {open ? <Panel onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function Panel({ onClose }: { onClose: () => void }) {
  useReturnFocus(true);
  return (
    <div role="dialog">
      <button onClick={onClose}>Close</button>
    </div>
  );
}

describe('useReturnFocus', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the focus back to what opened the dialog', () => {
    render(<Page startOpen={false} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    act(() => opener.click());
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    act(() => jest.runAllTimers());
    expect(opener).toHaveFocus();
  });

  it('gives it to the page heading when the dialog was opened from the address (no opener)', () => {
    render(<Page startOpen />);
    expect(document.body).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    act(() => jest.runAllTimers());
    expect(screen.getByRole('heading', { name: 'Support Tickets' })).toHaveFocus();
  });
});
