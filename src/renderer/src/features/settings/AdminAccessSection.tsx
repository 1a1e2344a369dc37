import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorPanel } from '../../components/ErrorPanel';
import { call } from '../../lib/api';
import { SCREEN_MESSAGES } from '../../lib/errors';

/**
 * A password checked by the server opens the read-only admin view (docs/product.md#admin-access).
 */
export function AdminAccessSection() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const openButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const close = () => {
    setOpen(false);
    setPassword('');
    setError(null);
    // The field and its buttons go away: focus returns to the button that opened them.
    returnFocus.current = true;
  };
  // Escape in the field cancels, like the Cancel button.
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };
  const field = useRef<HTMLInputElement>(null);
  // False once Settings is gone: a slow password check must not open /admin over the screen
  // the player went on to.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    // Opened: the player asked for the field, so they type there. Closed: back to the button.
    if (open) field.current?.focus();
    else if (returnFocus.current) openButton.current?.focus();
    returnFocus.current = false;
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !password) return;
    setBusy(true);
    setError(null);
    const result = await call('admin:validatePassword', { password });
    if (!mounted.current) return;
    setBusy(false);
    if (result.ok && result.data.valid) {
      void navigate('/admin');
      return;
    }
    setError(result.ok ? SCREEN_MESSAGES.adminPasswordWrong : SCREEN_MESSAGES.adminPasswordFailed);
  };

  return (
    <section className="card" aria-labelledby="admin-title">
      <h2 id="admin-title">Admin Access</h2>
      <p className="muted">View the game's configuration. Requires the admin password.</p>
      {!open ? (
        <button ref={openButton} type="button" className="button" onClick={() => setOpen(true)}>
          Access Admin Panel
        </button>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          {error && <ErrorPanel message={error} onDismiss={() => setError(null)} />}
          <div className="field">
            <label htmlFor="admin-password" className="visually-hidden">
              Admin password
            </label>
            <input
              id="admin-password"
              className="input"
              type="password"
              placeholder="Admin password"
              autoComplete="off"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              onKeyDown={cancelOnEscape}
              ref={field}
            />
          </div>
          <div className="row">
            <button type="submit" className="button button--primary" disabled={busy || !password}>
              {busy ? 'Checking...' : 'Continue'}
            </button>
            <button type="button" className="button button--ghost" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
