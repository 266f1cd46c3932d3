import { act, renderHook, waitFor } from '@testing-library/react';
import { useQuery } from './use-query';

/** A fetcher whose answers the test gives, one call at a time. */
function controlledFetcher<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const fetcher = vi.fn(() => new Promise<T>((resolve, reject) => calls.push({ resolve, reject })));
  return { fetcher, answer: (index: number) => calls[index] };
}

describe('useQuery', () => {
  it('loads, then gives the data', async () => {
    const { fetcher, answer } = controlledFetcher<string[]>();
    const { result } = renderHook(() => useQuery('posts', fetcher));
    expect(result.current.status).toBe('loading');

    act(() => answer(0)?.resolve(['Great Lent']));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(['Great Lent']);
  });

  it('is idle, and asks for nothing, while there is no key', () => {
    const fetcher = vi.fn(() => Promise.resolve(1));
    const { result } = renderHook(() => useQuery(null, fetcher));
    expect(result.current.status).toBe('idle');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('keeps the data on screen while it loads again, and says so', async () => {
    const { fetcher, answer } = controlledFetcher<number>();
    const { result } = renderHook(() => useQuery('count', fetcher));
    act(() => answer(0)?.resolve(3));
    await waitFor(() => expect(result.current.data).toBe(3));

    act(() => result.current.refetch());
    expect(result.current).toMatchObject({ status: 'success', data: 3, reloading: true });

    act(() => answer(1)?.resolve(4));
    await waitFor(() => expect(result.current).toMatchObject({ data: 4, reloading: false }));
  });

  it('keeps the earlier data beside the error when loading again fails', async () => {
    const { fetcher, answer } = controlledFetcher<number>();
    const { result } = renderHook(() => useQuery('count', fetcher));
    act(() => answer(0)?.resolve(3));
    await waitFor(() => expect(result.current.data).toBe(3));

    act(() => result.current.refetch());
    act(() => answer(1)?.reject(new Error('Service unavailable')));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toBe(3);
    expect(result.current.error?.message).toBe('Service unavailable');
  });

  it('starts from scratch for a new key, and drops a late answer to the old one', async () => {
    const { fetcher, answer } = controlledFetcher<string>();
    const { result, rerender } = renderHook(({ key }) => useQuery(key, fetcher), {
      initialProps: { key: 'post:a' },
    });
    rerender({ key: 'post:b' });
    expect(result.current.status).toBe('loading');

    act(() => answer(0)?.resolve('A'));
    act(() => answer(1)?.resolve('B'));
    await waitFor(() => expect(result.current.data).toBe('B'));
  });

  it('lets the data be changed in place', async () => {
    const { result } = renderHook(() =>
      useQuery('users', () => Promise.resolve(['anna', 'basil'])),
    );
    await waitFor(() => expect(result.current.status).toBe('success'));

    act(() => result.current.setData((users) => users.filter((user) => user !== 'anna')));
    expect(result.current.data).toEqual(['basil']);
  });
});
