import { useEffect, useState } from 'react';
import type { UpdateStatus } from '../../../../shared/ipc';
import { ErrorPanel } from '../../components/ErrorPanel';
import { call, subscribe } from '../../lib/api';
import { messageFor } from '../../lib/errors';

/** What each state means to the player. */
function describe(status: UpdateStatus): string {
  switch (status.state) {
    case 'disabled':
      return status.detail ?? 'Updates are off.';
    case 'idle':
      return 'Updates are checked automatically every few hours.';
    case 'checking':
      return 'Checking for updates...';
    case 'up-to-date':
      return 'Copycat is up to date.';
    case 'downloading':
      return `Downloading version ${status.newVersion} in the background...`;
    case 'ready':
      return `Version ${status.newVersion} is ready. Restart Copycat to use it.`;
    case 'failed':
      return status.detail ?? 'The update failed.';
  }
}

/** The app's version and its updates (main checks and downloads; this shows and asks). */
export function UpdatesSection() {
  const [status, setStatus] = useState<UpdateStatus | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const unsubscribe = subscribe('update:status', setStatus);
    void call('app:updateStatus').then((result) => {
      if (result.ok) setStatus(result.data);
      else setError(messageFor(result.error));
    });
    return unsubscribe;
  }, []);

  const check = async () => {
    setError(null);
    const result = await call('app:checkForUpdates');
    if (result.ok) setStatus(result.data);
    else setError(messageFor(result.error));
  };

  const install = async () => {
    setError(null);
    const result = await call('app:installUpdate');
    if (!result.ok) setError(messageFor(result.error));
  };

  const busy = status?.state === 'checking' || status?.state === 'downloading';
  return (
    <section className="card" aria-labelledby="updates-title">
      <h2 id="updates-title">Updates</h2>
      {error && <ErrorPanel message={error} onDismiss={() => setError(null)} />}
      {status ? (
        <>
          <p>
            Version <strong>{status.currentVersion}</strong>
          </p>
          <p role="status" className={status.state === 'failed' ? 'notice notice--error' : 'muted'}>
            {describe(status)}
          </p>
          <div className="row">
            {status.state === 'ready' ? (
              <button
                type="button"
                className="button button--primary"
                onClick={() => void install()}
              >
                Restart to update
              </button>
            ) : (
              <button
                type="button"
                className="button"
                onClick={() => void check()}
                disabled={status.state === 'disabled' || busy}
              >
                Check for updates
              </button>
            )}
          </div>
        </>
      ) : (
        !error && <p className="muted">Loading...</p>
      )}
    </section>
  );
}
