import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorToast } from '../components/ErrorToast';
import { Header } from '../components/Header';
import { MAIN_ID } from '../components/SkipLink';
import { Spinner } from '../components/Spinner';
import { useDashboardStore } from '../stores/dashboard';
import { TutorialOverlay } from '../features/tutorial/TutorialOverlay';
import { WelcomeModal } from '../features/tutorial/WelcomeModal';

/** Frame of every signed-in screen: header, the screen, and the tutorial layers. */
export default function AppLayout() {
  const { pathname } = useLocation();

  useEffect(() => {
    // Opening tracking counts as having seen the new results: the dashboard banner hides.
    if (pathname === '/tracking') useDashboardStore.getState().markTrackingViewed();
  }, [pathname]);

  return (
    <>
      <Header />
      <main className="page" id={MAIN_ID}>
        <ErrorToast />
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <WelcomeModal />
      <TutorialOverlay />
    </>
  );
}
