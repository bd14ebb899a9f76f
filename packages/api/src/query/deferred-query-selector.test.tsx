import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { useDeferredQuerySelector } from './deferred-query-selector.ts';

type State = { value: Record<string, unknown> };

function setup(initial: Record<string, unknown>) {
  const slice = createSlice({
    name: 'value',
    initialState: initial,
    reducers: { set: (_state, action: PayloadAction<Record<string, unknown>>) => action.payload },
  });
  const store = configureStore({ reducer: { value: slice.reducer } });
  // Every render's value, beside what the store held at that moment.
  const renders: { shown: unknown; inStore: unknown }[] = [];
  function Probe() {
    const shown = useDeferredQuerySelector((state: State) => state.value);
    renders.push({ shown, inStore: store.getState().value });
    return null;
  }
  render(
    <Provider store={store}>
      <Probe />
    </Provider>,
  );
  return { store, renders, set: slice.actions.set };
}

const query = (data: string) => ({ data, currentData: data, isFetching: false, isLoading: false, isSuccess: true });

describe('useDeferredQuerySelector', () => {
  it('renders a query answer that arrives as a transition: the urgent render keeps the previous state', () => {
    const { store, renders, set } = setup(query('old'));
    expect(renders.at(-1)?.shown).toEqual(query('old'));
    renders.length = 0;

    act(() => {
      store.dispatch(set(query('new')));
    });

    // Without the deferral one synchronous render shows the new answer at once.
    expect(renders[0]).toEqual({ shown: query('old'), inStore: query('new') });
    expect(renders.at(-1)?.shown).toEqual(query('new'));
  });

  it('uses a query state that is already in the store on the first render', () => {
    const { renders } = setup(query('cached'));
    expect(renders[0]?.shown).toEqual(query('cached'));
  });

  it('keeps a mutation state synchronous (the submit button knows at once that it is busy)', () => {
    const idle = { isLoading: false, isUninitialized: true };
    const busy = { isLoading: true, isUninitialized: false };
    const { store, renders, set } = setup(idle);
    renders.length = 0;

    act(() => {
      store.dispatch(set(busy));
    });

    expect(renders.map((entry) => entry.shown)).toEqual([busy]);
  });
});
