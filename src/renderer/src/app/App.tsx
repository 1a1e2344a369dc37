import { useEffect } from 'react';
import { HashRouter } from 'react-router-dom';
import { CrashNotice } from '../components/CrashNotice';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { FocusOnNavigate } from '../components/FocusOnNavigate';
import { ServerStatusBanner } from '../components/ServerStatusBanner';
import { SkipLink } from '../components/SkipLink';
import { restoreSession } from '../stores/sign-in';
import { EventBridge } from './EventBridge';
import { AppRoutes } from './routes';

// A hash router: Electron loads the page from a file, where path URLs cannot be resolved.
// The error toast is not here: each page frame (AppLayout, the landing page) places it at
// the top of its main content, where it covers nothing.
export function App() {
  useEffect(() => {
    void restoreSession();
  }, []);
  return (
    // The last resort, when even the frame fails: without it React would blank the window.
    // Back to Dashboard sets the hash the router reads once it renders again.
    <ErrorBoundary
      fallback={(retry) => (
        <main className="page">
          <CrashNotice
            onRetry={retry}
            onBack={() => {
              window.location.hash = '#/dashboard';
              retry();
            }}
          />
        </main>
      )}
    >
      <HashRouter>
        <SkipLink />
        <FocusOnNavigate />
        <EventBridge />
        <ServerStatusBanner />
        <AppRoutes />
      </HashRouter>
    </ErrorBoundary>
  );
}
