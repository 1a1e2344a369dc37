import { useContext, useEffect } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from './Spinner';

/** The router's history, whose address is the newest one, ahead of what has been rendered. */
interface LiveHistory {
  location?: { pathname: string };
}

/**
 * `<Navigate to replace />`, unless the router has already left the address this was rendered
 * at. React Router renders a new address as a transition while the stores (session, round)
 * render at once, so a screen can decide to redirect while a newer navigation is still pending,
 * such as the route of a notification clicked as the window opened, sent while the session was
 * being restored: a plain Navigate would replace that route with its own.
 */
export function Redirect({ to }: { to: string }) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const newest = (navigator as LiveHistory).location?.pathname ?? pathname;
    if (newest === pathname) void navigate(to, { replace: true });
  }, [navigate, navigator, pathname, to]);

  // On the way to another screen.
  return <Spinner />;
}
