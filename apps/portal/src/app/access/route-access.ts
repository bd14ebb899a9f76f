import type { SessionUser } from '@resident/api';
import { paths } from '@resident/routes';

/** The resident's default entry: the dashboard, or the profile without a personal account. */
export function defaultEntry(user: SessionUser): string {
  return user.withoutPersonalAccount ? paths.profile.getHref(user.id) : paths.dashboard.getHref(user.id);
}
