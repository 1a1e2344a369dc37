import { useState } from 'react';
import { ErrorPanel } from '../../components/ErrorPanel';
import { SuccessMessage } from '../../components/SuccessMessage';
import { useTutorialStore } from '../../stores/tutorial';

/** The reset-success message stays 3 s (docs/product.md#timings-and-limits). */
export const RESET_SUCCESS_MS = 3_000;

export function TutorialSection() {
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = async () => {
    setBusy(true);
    setError(null);
    setSuccess(false);
    const problem = await useTutorialStore.getState().resetTutorial();
    setBusy(false);
    if (problem) setError(problem);
    else setSuccess(true);
  };

  return (
    <section className="card" aria-labelledby="tutorial-title">
      <h2 id="tutorial-title">Tutorial</h2>
      <p className="muted">Want a refresher? Reset the tutorial and it will be offered again.</p>
      {success && (
        <SuccessMessage
          message="Tutorial reset successfully!"
          durationMs={RESET_SUCCESS_MS}
          onDismiss={() => setSuccess(false)}
        />
      )}
      {error && <ErrorPanel message={error} onDismiss={() => setError(null)} />}
      <button type="button" className="button" onClick={() => void reset()} disabled={busy}>
        {busy ? 'Resetting...' : 'Reset Tutorial'}
      </button>
    </section>
  );
}
