import { paths } from './paths.ts';

/** The query of /login after a session ended without the resident asking (another tab, a revoked token). */
export const LOGIN_QUERY = {
  /** `session=ended`: the login page says the session has ended. */
  session: 'session',
  /** The same-origin resident path to return to after signing in again. */
  returnTo: 'return',
} as const;

const RESIDENT_PREFIX = '/resident/';
// Any origin will do: the path is resolved against it and must stay on it.
const PROBE_ORIGIN = 'https://portal.invalid';

/**
 * A path of the portal's resident pages (`/resident/12/billing?tab=payments`) or null: never another
 * origin (`//evil.example`, `https:`, `/\evil`), never a guest page, never the unverified screen, so a
 * crafted /login link cannot send a resident anywhere after signing in (no open redirect).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (
    typeof raw !== 'string' ||
    raw.length > 2000 ||
    !raw.startsWith('/') ||
    raw.startsWith('//') ||
    /[\\\s]/.test(raw)
  )
    return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || !url.pathname.startsWith(RESIDENT_PREFIX)) return null;
  if (url.pathname.startsWith(paths.unverified.getHref(''))) return null;
  return `${url.pathname}${url.search}`;
}

/** The return path when it names the resident who signed in (`/resident/{id}/…`); another resident's page is not returned to. */
export function returnPathFor(raw: string | null | undefined, residentId: number): string | null {
  const path = safeReturnPath(raw);
  return path !== null && path.split('/')[2] === String(residentId) ? path : null;
}

/** /login saying the session has ended, with the page to come back to when it is a resident page. */
export function sessionEndedLoginHref(currentPath: string | null | undefined): string {
  const query = new URLSearchParams({ [LOGIN_QUERY.session]: 'ended' });
  const back = safeReturnPath(currentPath);
  if (back !== null) query.set(LOGIN_QUERY.returnTo, back);
  return `${paths.login}?${query.toString()}`;
}
