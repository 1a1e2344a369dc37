import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '../components/ProtectedRoute';
import { Redirect } from '../components/Redirect';
import { RoundRoute } from '../components/RoundRoute';
import { Spinner } from '../components/Spinner';
import { lazyScreen } from '../lib/lazy-screen';
import { useSessionStore } from '../stores/session';

// Every screen is its own chunk so the first screen stays small (the statistics charts
// alone are about half the app). The signed-in frame (header, tutorial) is one too: the
// landing page does not need it. A chunk that failed to load is asked for again on Retry.
const AppLayout = lazyScreen(() => import('./AppLayout'));
const LandingScreen = lazyScreen(() => import('../features/landing/LandingScreen'));
const DashboardScreen = lazyScreen(() => import('../features/dashboard/DashboardScreen'));
const PromptScreen = lazyScreen(() => import('../features/prompt/PromptScreen'));
const CopyScreen = lazyScreen(() => import('../features/copy/CopyScreen'));
const VoteScreen = lazyScreen(() => import('../features/vote/VoteScreen'));
const SettingsScreen = lazyScreen(() => import('../features/settings/SettingsScreen'));
const AdminScreen = lazyScreen(() => import('../features/admin/AdminScreen'));
const ResultsScreen = lazyScreen(() => import('../features/results/ResultsScreen'));
const TrackingScreen = lazyScreen(() => import('../features/tracking/TrackingScreen'));
const QuestsScreen = lazyScreen(() => import('../features/quests/QuestsScreen'));
const StatisticsScreen = lazyScreen(() => import('../features/statistics/StatisticsScreen'));

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

/** `/`: the landing page for visitors, the dashboard for signed-in players. */
function Home() {
  const status = useSessionStore((state) => state.status);
  if (status === 'checking') return <Spinner />;
  if (status === 'authenticated') return <Redirect to="/dashboard" />;
  return (
    <Screen>
      <LandingScreen />
    </Screen>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      <Route element={<ProtectedRoute />}>
        {/* AppLayout wraps its screens in their own Suspense, under the header. */}
        <Route
          element={
            <Screen>
              <AppLayout />
            </Screen>
          }
        >
          <Route path="/dashboard" element={<DashboardScreen />} />
          <Route
            path="/prompt"
            element={
              <RoundRoute type="prompt">
                <PromptScreen />
              </RoundRoute>
            }
          />
          <Route
            path="/copy"
            element={
              <RoundRoute type="copy">
                <CopyScreen />
              </RoundRoute>
            }
          />
          <Route
            path="/vote"
            element={
              <RoundRoute type="vote">
                <VoteScreen />
              </RoundRoute>
            }
          />
          <Route path="/results" element={<ResultsScreen />} />
          <Route path="/tracking" element={<TrackingScreen />} />
          <Route path="/quests" element={<QuestsScreen />} />
          <Route path="/statistics" element={<StatisticsScreen />} />
          <Route path="/settings" element={<SettingsScreen />} />
          <Route path="/admin" element={<AdminScreen />} />
        </Route>
      </Route>
      <Route path="*" element={<Redirect to="/" />} />
    </Routes>
  );
}
