import { describe, expect, it } from 'vitest';
import { layoutModules, routeLoaders } from './route-modules';

const lazy = () => Promise.resolve({});
const route = (layout: string, plain?: boolean) => ({ lazy, meta: { layout, plain } });

describe('routeLoaders', () => {
  it('loads only the page of a plain guest route (the /login first paint)', () => {
    expect(routeLoaders(route('guest', true))).toEqual([lazy]);
  });

  it('adds the antd frame to other guest routes', () => {
    expect(routeLoaders(route('guest'))).toEqual([lazy, layoutModules.antd]);
  });

  it('adds the feedback frame and the layout to resident routes, the frame only when not plain', () => {
    expect(routeLoaders(route('main'))).toEqual([lazy, layoutModules.feedback, layoutModules.main]);
    expect(routeLoaders(route('main', true))).toEqual([lazy, layoutModules.main]);
    expect(routeLoaders(route('bread'))).toEqual([lazy, layoutModules.feedback, layoutModules.bread]);
  });

  it('leaves the unverified layout to its own guard', () => {
    expect(routeLoaders(route('unverified'))).toEqual([lazy]);
  });
});
