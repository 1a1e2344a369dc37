import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { CrashNotice } from '../components/CrashNotice';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ErrorToast } from '../components/ErrorToast';
import { Header } from '../components/Header';
import { MAIN_ID } from '../components/SkipLink';
import { Spinner } from '../components/Spinner';
import { useDashboardStore } from '../stores/dashboard';
import { TutorialOverlay } from '../features/tutorial/TutorialOverlay';
import { WelcomeModal } from '../features/tutorial/WelcomeModal';

/** Frame of every signed-in screen: header, the screen, and the tutorial layers. */
export default function AppLayout() {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // Opening tracking counts as having seen the new results: the dashboard banner hides.
    if (pathname === '/tracking') useDashboardStore.getState().markTrackingViewed();
  }, [pathname]);

  return (
    <>
      <Header />
      <main className="page" id={MAIN_ID}>
        <ErrorToast />
        {/* A screen that fails to render (or to load) leaves the header and a way on. Any
            navigation, even to the same path, clears it. */}
        <ErrorBoundary
          resetKey={key}
          fallback={(retry) => (
            <CrashNotice onRetry={retry} onBack={() => void navigate('/dashboard')} />
          )}
        >
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <WelcomeModal />
      <TutorialOverlay />
    </>
  );
}
