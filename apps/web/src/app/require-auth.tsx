import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { useAuthStatus } from '../lib/auth';
import { paths } from '../lib/paths';

/** The gate of the logged-in routes: a visitor goes to /login?next=<where they were going>. */
export function RequireAuth() {
  const status = useAuthStatus();
  const location = useLocation();
  if (status === 'unknown') return <PageSpinner />;
  if (status === 'logged_out') {
    return <Navigate to={paths.login(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
