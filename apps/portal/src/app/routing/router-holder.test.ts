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
});
