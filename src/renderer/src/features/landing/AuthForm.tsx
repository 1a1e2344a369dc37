import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ErrorPanel } from '../../components/ErrorPanel';
import { focusLost } from '../../lib/focus';

interface AuthFormProps {
  title: string;
  description: string;
  submitLabel: string;
  busyLabel: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  /** Resolves to an error message, or null on success. */
  onSubmit: (email: string, password: string) => Promise<string | null>;
}

/** The email and password form both landing cards share. */
export function AuthForm({
  title,
  description,
  submitLabel,
  busyLabel,
  passwordAutoComplete,
  onSubmit,
}: AuthFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  // The pressed button is disabled while the server answers, which drops its focus to the page
  // body: after a refusal it gets the focus back once enabled again.
  const refocus = useRef(false);
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    submitButton.current?.focus();
  }, [busy]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const problem = await onSubmit(email, password);
    // On success the screen navigates away, so only a failure needs the form back.
    if (problem) {
      refocus.current = focusLost();
      setError(problem);
      setBusy(false);
    }
  };

  return (
    <form
      className="card"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="muted">{description}</p>
      {error && <ErrorPanel message={error} onDismiss={() => setError(null)} />}
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          className="input"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          id={`${id}-password`}
          className="input"
          type="password"
          autoComplete={passwordAutoComplete}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <button
        ref={submitButton}
        type="submit"
        className="button button--primary button--block"
        disabled={busy}
      >
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
