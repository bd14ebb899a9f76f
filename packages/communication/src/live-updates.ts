import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { DispatchEvent } from '@resident/contract';
import {
  baseApi,
  CHANGE_OBJECT_LISTS,
  changeObjectTag,
  refreshSession,
  socketSessionOf,
  useAppDispatch,
  type ApiExtra,
  type SessionState,
} from '@resident/api';
import { useEffect, useRef, useState } from 'react';
import { connectDispatch } from './connect-dispatch.ts';
import type { ConnectDispatchOptions, DispatchConnection, DispatchStatus } from './connect-dispatch.ts';

export const DEFAULT_WS_BASE = '/api/ws';

/** Everything a dropped connection may have missed. */
const CATCH_UP_TAGS = ['Chats', 'Chat', 'Messages', 'Unread', 'Tasks', 'ChangeObjects', 'WasteRemoval'] as const;

/**
 * What an event changes in the cache. `reconnected`: a 'ready' after an earlier one, so events
 * may have been missed while the socket was down.
 */
export function applyDispatchEvent(event: DispatchEvent, reconnected = false) {
  switch (event.type) {
    case 'ready':
      return baseApi.util.invalidateTags(reconnected ? [...CATCH_UP_TAGS] : []);
    case 'message':
      return baseApi.util.invalidateTags([
        'Chats',
        'Unread',
        { type: 'Chat', id: event.chatId },
        { type: 'Messages', id: event.chatId },
      ]);
    case 'comment':
      return baseApi.util.invalidateTags([CHANGE_OBJECT_LISTS, 'Unread', changeObjectTag(event.changeObjectId)]);
    case 'tasks':
      return baseApi.util.invalidateTags(['Tasks', 'Unread']);
    case 'chat':
      return baseApi.util.invalidateTags(['Chats', { type: 'Chat', id: event.chat.id }]);
    case 'changeObject':
      return baseApi.util.invalidateTags([CHANGE_OBJECT_LISTS, changeObjectTag(event.changeObject.id)]);
    case 'wastePickup':
      return baseApi.util.invalidateTags(['WasteRemoval']);
  }
}

export type LiveUpdatesOptions = Pick<ConnectDispatchOptions, 'createSocket' | 'backoff' | 'random'> & {
  /** Default: the store config's wsBase, else '/api/ws'. */
  url?: string;
  /** Called after the cache has been updated for the event. */
  onEvent?: (event: DispatchEvent) => void;
  onStatus?: (status: DispatchStatus) => void;
};

/**
 * Connects the store to the websocket dispatch: the token comes from the session storage, a
 * refused token is refreshed once per refusal (refreshSession, shared with the HTTP clients), and
 * every event invalidates what it changed, so open screens refetch. Returns the connection.
 */
export function startLiveUpdates(
  options: LiveUpdatesOptions = {},
): ThunkAction<DispatchConnection, SessionState, ApiExtra, UnknownAction> {
  return (dispatch, _getState, extra) => {
    const session = socketSessionOf(extra);
    let readyBefore = false;
    return connectDispatch({
      url: options.url ?? session.wsBase ?? DEFAULT_WS_BASE,
      getToken: session.readToken,
      async onUnauthorized(refusedToken) {
        const result = await dispatch(refreshSession({ staleToken: refusedToken }));
        return refreshSession.fulfilled.match(result);
      },
      onEvent(event) {
        dispatch(applyDispatchEvent(event, event.type === 'ready' && readyBefore));
        if (event.type === 'ready') readyBefore = true;
        options.onEvent?.(event);
      },
      onStatus: options.onStatus,
      createSocket: options.createSocket,
      backoff: options.backoff,
      random: options.random,
    });
  };
}

export type UseLiveUpdatesOptions = LiveUpdatesOptions & {
  /** E.g. false while signed out. Default true. */
  enabled?: boolean;
};

type Listener = { onEvent: (event: DispatchEvent) => void; onStatus: (status: DispatchStatus) => void };

/** One connection of a store to one address, and everyone mounted on it. */
interface SharedConnection {
  connection: DispatchConnection;
  status: DispatchStatus;
  listeners: Set<Listener>;
}

// Per store (its dispatch) and address: the signed-in frame and a screen that also wants the
// status (chats, waste pickups) share one socket, so a tab never holds two.
const shared = new WeakMap<object, Map<string, SharedConnection>>();

function join(
  dispatch: ReturnType<typeof useAppDispatch>,
  url: string | undefined,
  options: Pick<LiveUpdatesOptions, 'createSocket' | 'backoff' | 'random'>,
  listener: Listener,
): { status: DispatchStatus; leave: () => void } {
  const byUrl = shared.get(dispatch) ?? new Map<string, SharedConnection>();
  shared.set(dispatch, byUrl);
  const key = url ?? '';
  let entry = byUrl.get(key);
  if (!entry) {
    const created: SharedConnection = {
      connection: undefined as unknown as DispatchConnection,
      status: 'connecting',
      listeners: new Set(),
    };
    entry = created;
    byUrl.set(key, created);
    created.connection = dispatch(
      startLiveUpdates({
        ...options,
        url,
        onStatus(status) {
          created.status = status;
          for (const each of created.listeners) each.onStatus(status);
        },
        onEvent(event) {
          for (const each of created.listeners) each.onEvent(event);
        },
      }),
    );
  }
  const current = entry;
  current.listeners.add(listener);
  return {
    status: current.status,
    leave() {
      current.listeners.delete(listener);
      if (current.listeners.size > 0) return;
      byUrl.delete(key);
      current.connection.close();
    },
  };
}

/**
 * Keeps the tab's dispatch connection while mounted and enabled, and returns its status. The
 * signed-in frame mounts it for every resident page (the bell, tasks and open lists are live); a
 * screen may mount it too to read the status: every hook of a store on the same address shares
 * one socket, opened by the first and closed when the last unmounts. Only `enabled` and `url`
 * reconnect; the other options are read when connecting, `onEvent` at each event, so inline values
 * are fine.
 */
export function useLiveUpdates(options: UseLiveUpdatesOptions = {}): DispatchStatus {
  const { enabled = true, url } = options;
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<DispatchStatus>('closed');
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const { createSocket, backoff, random } = latest.current;
    const membership = join(
      dispatch,
      url,
      { createSocket, backoff, random },
      { onStatus: setStatus, onEvent: (event) => latest.current.onEvent?.(event) },
    );
    // Joining an open connection: its status now, not 'closed' until its next change.
    setStatus(membership.status);
    return () => {
      membership.leave();
      // The connection may stay open for the others; for this hook it is closed.
      setStatus('closed');
    };
  }, [dispatch, enabled, url]);
  return status;
}
