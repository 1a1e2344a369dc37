import { useRef } from 'react';
import { nextFocusable } from '../lib/focus';

interface ErrorPanelProps {
  message: string;
  onDismiss?: () => void;
  /** Offers a Retry button: the screen loads again. */
  onRetry?: () => void;
}

/** An inline, optionally dismissible error for one screen (the global toast is ErrorToast). */
export function ErrorPanel({ message, onDismiss, onRetry }: ErrorPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const dismiss = () => {
    // The close button goes away with the panel: focus moves on to the control after it (the
    // field the error was about) instead of falling to the page body.
    const next = panel.current ? nextFocusable(panel.current) : null;
    onDismiss?.();
    next?.focus();
  };
  return (
    <div className="notice notice--error" role="alert" ref={panel}>
      <span>{message}</span>
      {onRetry && (
        <button type="button" className="button button--small" onClick={onRetry}>
          Retry
        </button>
      )}
      {onDismiss && (
        <button
          type="button"
          className="notice__close"
          onClick={dismiss}
          aria-label="Dismiss error"
        >
          ×
        </button>
      )}
    </div>
  );
}
