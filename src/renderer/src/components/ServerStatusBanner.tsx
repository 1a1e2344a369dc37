import { useServerStatusStore } from '../stores/server-status';

const MESSAGES = {
  restarting: 'Reconnecting to the game server… Your coins and rounds are safe.',
  // Why (another copy of the app, damaged or read-only data, ...) is in the dialog main shows.
  unavailable: 'Copycat cannot open its game data.',
} as const;

/**
 * A bar across the top while the embedded game server restarts (or cannot run). Announced
 * politely to screen readers; it leaves by itself once the server answers again.
 */
export function ServerStatusBanner() {
  const status = useServerStatusStore((state) => state.status);
  const message = status === 'restarting' || status === 'unavailable' ? MESSAGES[status] : null;
  return (
    <div role="status" aria-live="polite" className="server-status">
      {message && (
        <p className={`server-status__bar server-status__bar--${status}`}>
          {status === 'restarting' && <span className="server-status__dot" aria-hidden="true" />}
          {message}
        </p>
      )}
    </div>
  );
}
