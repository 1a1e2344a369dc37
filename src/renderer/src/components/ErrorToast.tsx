import { useEffect, useState } from 'react';
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

  useEffect(() => {
    if (!toast) return;
    setLeaving(false);
    const hide = setTimeout(() => setLeaving(true), TOAST_HIDE_MS);
    return () => clearTimeout(hide);
  }, [toast]);

  useEffect(() => {
    if (!leaving) return;
    const gone = setTimeout(() => {
      setLeaving(false);
      dismiss();
    }, TOAST_FADE_MS);
    return () => clearTimeout(gone);
  }, [leaving, dismiss]);

  if (!toast) return null;
  return (
    <div
      className={`toast toast--${toast.category}${leaving ? ' toast--leaving' : ''}`}
      role="alert"
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
