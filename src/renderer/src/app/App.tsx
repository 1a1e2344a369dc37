import { useEffect } from 'react';
import { HashRouter } from 'react-router-dom';
import { ErrorToast } from '../components/ErrorToast';
import { FocusOnNavigate } from '../components/FocusOnNavigate';
import { ServerStatusBanner } from '../components/ServerStatusBanner';
import { SkipLink } from '../components/SkipLink';
import { restoreSession } from '../stores/sign-in';
import { EventBridge } from './EventBridge';
import { AppRoutes } from './routes';

// A hash router: Electron loads the page from a file, where path URLs cannot be resolved.
export function App() {
  useEffect(() => {
    void restoreSession();
  }, []);
  return (
    <HashRouter>
      <SkipLink />
      <FocusOnNavigate />
      <EventBridge />
      <ServerStatusBanner />
      <AppRoutes />
      <ErrorToast />
    </HashRouter>
  );
}
