import { describe, expect, it, vi } from 'vitest';
import { createRouterHolder } from './router-holder';

describe('createRouterHolder', () => {
  it('builds a new route set only when the flag changes, and tells its listeners', () => {
    const build = vi.fn((without: boolean) => [{ path: '/', element: without ? 'reduced' : 'full' }]);
    const holder = createRouterHolder(build);
    const listener = vi.fn();
    holder.subscribe(listener);
    const full = holder.sync(false);
    expect(holder.sync(false)).toBe(full);
    const reduced = holder.sync(true);
    expect(reduced).not.toBe(full);
    expect(holder.current()).toBe(reduced);
    expect(build.mock.calls.map(([flag]) => flag)).toEqual([false, true]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the last navigation asked for before the router mounted and runs it on attach', () => {
    const holder = createRouterHolder(() => []);
    holder.navigate('/resident');
    holder.navigate('/login', { replace: true });
    const navigate = vi.fn();
    holder.attach(navigate);
    expect(navigate.mock.calls).toEqual([['/login', { replace: true }]]);
    holder.navigate('/service-unavailable');
    expect(navigate).toHaveBeenLastCalledWith('/service-unavailable', undefined);
  });

  it('forgets a detached router, but not one attached after it', () => {
    const holder = createRouterHolder(() => []);
    const first = vi.fn();
    const second = vi.fn();
    const detachFirst = holder.attach(first);
    holder.attach(second);
    detachFirst();
    holder.navigate('/login');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('/login', undefined);
  });
});
