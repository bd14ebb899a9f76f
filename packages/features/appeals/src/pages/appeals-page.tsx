import { paths } from '@resident/routes';
import { Navigate, useParams } from 'react-router';

/** /appeals has no screen of its own (spec §2): it opens the help child, replacing itself in history. */
export function AppealsPage() {
  const { userId } = useParams();
  // Without a user id the shell's /resident entry decides where the resident belongs.
  return <Navigate replace to={userId ? paths.appealsHelp.getHref(userId) : paths.resident} />;
}

export { AppealsPage as Component };
