import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../lib/errors';
import { focusLost } from '../../lib/focus';
import { canSubmitPhrase, PHRASE_HINT, PHRASE_MAX_LENGTH } from '../../lib/validation';
import { ErrorPanel } from '../ErrorPanel';

interface PhraseFormProps {
  label: string;
  expired: boolean;
  submitting: boolean;
  error: string | null;
  onDismissError: () => void;
  /** Extra client check (e.g. a copy must differ from the original); returns a message or null. */
  check?: (phrase: string) => string | null;
  onSubmit: (phrase: string) => void;
}

/** The phrase input of the prompt and copy screens: 100 characters, hint, submit and back. */
export function PhraseForm({
  label,
  expired,
  submitting,
  error,
  onDismissError,
  check,
  onSubmit,
}: PhraseFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const enabled = canSubmitPhrase(text, expired, submitting);
  const input = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const wasSubmitting = useRef(false);
  useEffect(() => {
    // The field and the button are disabled while the phrase is sent, which drops focus to the
    // page body: a refused phrase puts the player back in the field to change it (an accepted
    // one replaces the form). Chromium drops it only at its next rendering step, so a refusal
    // that comes sooner finds focus still on the button pressed: the field takes it from there
    // too, whatever the timing.
    const focusLeftBehind = focusLost() || document.activeElement === submitButton.current;
    if (wasSubmitting.current && !submitting && focusLeftBehind) input.current?.focus();
    wasSubmitting.current = submitting;
  }, [submitting]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled) return;
    const found = check?.(text) ?? null;
    setProblem(found);
    if (!found) onSubmit(text.trim());
  };

  const shown = problem ?? error;
  return (
    <form onSubmit={submit} noValidate>
      {/* Without it the closed form only had the timer badge to explain itself. A phrase sent
          before 0:00 may still be accepted (the server's grace period): no alert meanwhile. */}
      {expired && !submitting && (
        <div className="notice notice--error" role="alert">
          {MESSAGES.expired}
        </div>
      )}
      {shown && (
        <ErrorPanel
          message={shown}
          onDismiss={() => {
            setProblem(null);
            onDismissError();
          }}
        />
      )}
      <div className="field">
        <label htmlFor={`${id}-phrase`}>{label}</label>
        <input
          id={`${id}-phrase`}
          ref={input}
          className="input input--phrase"
          value={text}
          maxLength={PHRASE_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          disabled={expired || submitting}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          // The player just started this round and its clock runs: focus goes where they type.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        <span id={`${id}-hint`} className="muted small">
          {PHRASE_HINT}
        </span>
      </div>
      <div className="row">
        <button
          ref={submitButton}
          type="submit"
          className="button button--primary"
          disabled={!enabled}
        >
          {submitting ? 'Submitting...' : 'Submit Phrase'}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void navigate('/dashboard')}
        >
          Back to Dashboard
        </button>
      </div>
    </form>
  );
}
