import { usePlayerStore } from '../../stores/player';
import { AccountSection } from './AccountSection';
import { AdminAccessSection } from './AdminAccessSection';
import { ComingSoonSection } from './ComingSoonSection';
import { DesktopSection } from './DesktopSection';
import { TutorialSection } from './TutorialSection';
import { UpdatesSection } from './UpdatesSection';

export default function SettingsScreen() {
  const player = usePlayerStore((state) => state.player);
  if (!player) return <p className="muted">Loading...</p>;

  return (
    <>
      <h1>Settings</h1>
      <AccountSection player={player} />
      <TutorialSection />
      <DesktopSection />
      <UpdatesSection />
      <AdminAccessSection />
      <ComingSoonSection />
    </>
  );
}
