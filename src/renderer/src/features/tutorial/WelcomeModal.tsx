import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTutorialStore } from '../../stores/tutorial';

/** Offers new players the tutorial (progress not_started and not completed). */
export function WelcomeModal() {
  const status = useTutorialStore((state) => state.status);
  const startRef = useRef<HTMLButtonElement>(null);
  const skipRef = useRef<HTMLButtonElement>(null);
  const open =
    status !== null && !status.tutorial_completed && status.tutorial_progress === 'not_started';

  useEffect(() => {
    if (open) startRef.current?.focus();
  }, [open]);

  if (!open) return null;
  const { start, skip } = useTutorialStore.getState();

  // Keeps Tab inside the dialog while it is open.
  const trapTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    (document.activeElement === startRef.current ? skipRef : startRef).current?.focus();
  };

  return (
    <div className="modal-backdrop">
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="welcome-title"
        aria-describedby="welcome-body"
        onKeyDown={trapTab}
      >
        <h2 id="welcome-title">Welcome to Copycat!</h2>
        <p id="welcome-body" className="muted">
          Write clever phrases, copy others without seeing the prompt, and vote for the original.
          Would you like a quick tour?
        </p>
        <div className="row row--center">
          <button
            ref={startRef}
            type="button"
            className="button button--primary"
            onClick={() => void start()}
          >
            Start Tutorial
          </button>
          <button
            ref={skipRef}
            type="button"
            className="button button--ghost"
            onClick={() => void skip()}
          >
            No Thanks
          </button>
        </div>
      </div>
    </div>
  );
}
