import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTutorialStore } from '../../stores/tutorial';

/** The tour starts from the dashboard it explains first. */
const WELCOME_PATH = '/dashboard';

/**
 * Offers new players the tutorial (progress not_started and not completed), on the dashboard
 * only: after Reset Tutorial in settings the offer waits there instead of covering the
 * 'Tutorial reset successfully!' message.
 */
export function WelcomeModal() {
  const status = useTutorialStore((state) => state.status);
  const { pathname } = useLocation();
  const startRef = useRef<HTMLButtonElement>(null);
  const skipRef = useRef<HTMLButtonElement>(null);
  const open =
    pathname === WELCOME_PATH &&
    status !== null &&
    !status.tutorial_completed &&
    status.tutorial_progress === 'not_started';

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement;
    startRef.current?.focus();
    return () => {
      // On close focus goes back where it was, or to the screen's heading, not to the body.
      const back =
        before instanceof HTMLElement && before !== document.body && before.isConnected
          ? before
          : document.querySelector<HTMLElement>('main h1');
      if (back && !back.hasAttribute('tabindex') && back.tagName === 'H1')
        back.setAttribute('tabindex', '-1');
      back?.focus();
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // While the modal shows, Escape declines the tour (as "No Thanks" does) and Tab stays
    // between its two buttons, wherever focus was.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        void useTutorialStore.getState().skip();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        (document.activeElement === startRef.current ? skipRef : startRef).current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  const { start, skip } = useTutorialStore.getState();

  return (
    <div className="modal-backdrop">
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="welcome-title"
        aria-describedby="welcome-body"
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
