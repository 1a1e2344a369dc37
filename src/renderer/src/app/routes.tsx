import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '../components/ProtectedRoute';
import { RoundRoute } from '../components/RoundRoute';
import { Spinner } from '../components/Spinner';
import { useSessionStore } from '../stores/session';

// Every screen is its own chunk so the first screen stays small (the statistics charts
// alone are about half the app). The signed-in frame (header, tutorial) is one too: the
// landing page does not need it.
const AppLayout = lazy(() => import('./AppLayout'));
const LandingScreen = lazy(() => import('../features/landing/LandingScreen'));
const DashboardScreen = lazy(() => import('../features/dashboard/DashboardScreen'));
const PromptScreen = lazy(() => import('../features/prompt/PromptScreen'));
const CopyScreen = lazy(() => import('../features/copy/CopyScreen'));
const VoteScreen = lazy(() => import('../features/vote/VoteScreen'));
const SettingsScreen = lazy(() => import('../features/settings/SettingsScreen'));
const AdminScreen = lazy(() => import('../features/admin/AdminScreen'));
const ResultsScreen = lazy(() => import('../features/results/ResultsScreen'));
const TrackingScreen = lazy(() => import('../features/tracking/TrackingScreen'));
const QuestsScreen = lazy(() => import('../features/quests/QuestsScreen'));
const StatisticsScreen = lazy(() => import('../features/statistics/StatisticsScreen'));

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

/** `/`: the landing page for visitors, the dashboard for signed-in players. */
function Home() {
  const status = useSessionStore((state) => state.status);
  if (status === 'checking') return <Spinner />;
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
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
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
