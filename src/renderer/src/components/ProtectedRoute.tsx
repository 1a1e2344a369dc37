import { Outlet } from 'react-router-dom';
import { useSessionStore } from '../stores/session';
import { Redirect } from './Redirect';
import { Spinner } from './Spinner';

/** Signed-in screens: send visitors to the landing page (docs/product.md#screens-and-routes). */
export function ProtectedRoute() {
  const status = useSessionStore((state) => state.status);
  if (status === 'checking') return <Spinner />;
  return status === 'authenticated' ? <Outlet /> : <Redirect to="/" />;
}
