import { useEffect, useState, type FormEvent } from 'react';
import type { AppSettings } from '../../../../shared/ipc';
import { ErrorPanel } from '../../components/ErrorPanel';
import { SuccessMessage } from '../../components/SuccessMessage';
import { call } from '../../lib/api';
import { messageFor } from '../../lib/errors';

/** Settings of the desktop app itself, kept by the main process. */
export function DesktopSection() {
  const [settings, setSettings] = useState<AppSettings | null>(null);
  const [serverUrl, setServerUrl] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A new server address ends the session (tokens belong to the server that issued them), so
  // the player confirms first.
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    void call('app:getSettings').then((result) => {
      if (!result.ok) return setError(messageFor(result.error));
      setSettings(result.data);
      setServerUrl(result.data.serverUrl);
    });
  }, []);

  const save = async (change: Partial<AppSettings>, confirmation: string) => {
    setError(null);
    setSaved(null);
    const result = await call('app:setSettings', change);
    if (!result.ok) return setError(messageFor(result.error));
    setSettings(result.data);
    setServerUrl(result.data.serverUrl);
    setSaved(confirmation);
  };

  const saveServer = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    setConfirming(true);
  };

  const confirmServer = () => {
    setConfirming(false);
    void save({ serverUrl: serverUrl.trim() }, 'Server address saved.');
  };

  return (
    <section className="card" aria-labelledby="desktop-title">
      <h2 id="desktop-title">Desktop</h2>
      {saved && <SuccessMessage message={saved} onDismiss={() => setSaved(null)} />}
      {error && <ErrorPanel message={error} onDismiss={() => setError(null)} />}
      {settings ? (
        <>
          <form onSubmit={saveServer} noValidate>
            <div className="field">
              <label htmlFor="server-url">Server address</label>
              <div className="row">
                <input
                  id="server-url"
                  className="input input--grow"
                  type="url"
                  placeholder="Leave empty to use the built-in server"
                  value={serverUrl}
                  onChange={(event) => setServerUrl(event.target.value)}
                  aria-describedby="server-url-hint"
                />
                <button
                  type="submit"
                  className="button"
                  disabled={confirming || serverUrl.trim() === settings.serverUrl}
                >
                  Save
                </button>
              </div>
              <span id="server-url-hint" className="muted small">
                For example http://192.168.1.20:8080. Empty means the game server built into this
                app.
              </span>
            </div>
            {confirming && (
              <div className="notice notice--info" role="alert">
                <div className="stack">
                  <span>
                    Changing the server signs you out: your account, coins and rounds live on the
                    server you play on. Sign in again on the new server afterwards.
                  </span>
                  <div className="row">
                    <button
                      type="button"
                      className="button button--primary"
                      onClick={confirmServer}
                    >
                      Save and Sign Out
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => setConfirming(false)}
                    >
                      Cancel
                    </button>
                  </div>
                </div>
              </div>
            )}
          </form>
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={settings.notificationsEnabled}
              onChange={(event) =>
                void save(
                  { notificationsEnabled: event.target.checked },
                  event.target.checked ? 'Notifications turned on.' : 'Notifications turned off.',
                )
              }
            />
            Desktop notifications when results are ready
          </label>
        </>
      ) : (
        !error && <p className="muted">Loading...</p>
      )}
    </section>
  );
}
