const KEY = 'returnPath';

/** Where the resident was before the service became unavailable, so the page can send them back. */
export function rememberReturnPath(path: string, storage: Storage = sessionStorage) {
  storage.setItem(KEY, path);
}

export function takeReturnPath(storage: Storage = sessionStorage): string | null {
  const path = storage.getItem(KEY);
  storage.removeItem(KEY);
  // Only paths of this site: a stored absolute URL must never become an open redirect.
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
