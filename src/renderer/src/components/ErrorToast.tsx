import { useEffect, useRef, useState } from 'react';
import { focusMainHeading } from '../lib/focus';
import { useToastStore } from '../stores/toast';

export const TOAST_HIDE_MS = 8_000;
export const TOAST_FADE_MS = 300;

/**
 * The global error toast: auto-hides after 8 s, fades out for 0.3 s
 * (docs/product.md#error-messages).
 */
export function ErrorToast() {
  const toast = useToastStore((state) => state.toast);
  const dismiss = useToastStore((state) => state.dismiss);
  const [leaving, setLeaving] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // While the player's focus is on its Retry or close button the toast waits: it hid under a
  // keyboard player who had just tabbed there (the 8 s start again once focus leaves).
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!toast || held) return;
    setLeaving(false);
    const hide = setTimeout(() => setLeaving(true), TOAST_HIDE_MS);
    return () => clearTimeout(hide);
  }, [toast, held]);

  useEffect(() => {
    if (!leaving) return;
    const gone = setTimeout(() => {
      // Its focused close button goes with it: focus goes to the screen's heading instead of
      // falling to the page body.
      const hadFocus = box.current?.contains(document.activeElement) ?? false;
      setLeaving(false);
      setHeld(false);
      dismiss();
      if (hadFocus) focusMainHeading();
    }, TOAST_FADE_MS);
    return () => clearTimeout(gone);
  }, [leaving, dismiss]);

  if (!toast) return null;
  return (
    <div
      ref={box}
      className={`toast toast--${toast.category}${leaving ? ' toast--leaving' : ''}`}
      role="alert"
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div className="toast__body">
        <strong className="toast__title">{toast.title}</strong>
        <p className="toast__message">{toast.message}</p>
        {toast.suggestion && <p className="toast__suggestion">{toast.suggestion}</p>}
      </div>
      {toast.retryable && (
        <div className="toast__actions">
          {toast.category === 'network' && (
            <button
              type="button"
              className="button button--small"
              onClick={() => window.location.reload()}
            >
              Retry
            </button>
          )}
          <button
            type="button"
            className="toast__close"
            onClick={() => setLeaving(true)}
            aria-label="Close notification"
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
