import { Outlet } from 'react-router';

/** The guest layout is bare (spec §2): each guest screen brings its own card. */
export function GuestFrame() {
  return <Outlet />;
}
