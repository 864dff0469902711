import { act, renderHook } from '@testing-library/react';
import { LIVE_REFETCH_DELAY_MS, useBurst } from './useBurst';

describe('useBurst', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('folds a burst of calls into one, 250 ms after the first', () => {
    const callback = jest.fn();
    const { result } = renderHook(() => useBurst(callback));
    act(() => {
      for (let i = 0; i < 10; i += 1) result.current();
      jest.advanceTimersByTime(LIVE_REFETCH_DELAY_MS - 1);
    });
    expect(callback).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(callback).toHaveBeenCalledTimes(1);
    // A later call starts a new burst.
    act(() => {
      result.current();
      jest.advanceTimersByTime(LIVE_REFETCH_DELAY_MS);
    });
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it('calls the latest callback, and nothing after unmounting', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { result, rerender, unmount } = renderHook(({ cb }) => useBurst(cb), { initialProps: { cb: first } });
    act(() => result.current());
    rerender({ cb: second });
    act(() => jest.advanceTimersByTime(LIVE_REFETCH_DELAY_MS));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    act(() => result.current());
    unmount();
    jest.advanceTimersByTime(LIVE_REFETCH_DELAY_MS);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
