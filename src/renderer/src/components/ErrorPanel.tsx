interface ErrorPanelProps {
  message: string;
  onDismiss?: () => void;
  /** Offers a Retry button: the screen loads again. */
  onRetry?: () => void;
}

/** An inline, optionally dismissible error for one screen (the global toast is ErrorToast). */
export function ErrorPanel({ message, onDismiss, onRetry }: ErrorPanelProps) {
  return (
    <div className="notice notice--error" role="alert">
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
          onClick={onDismiss}
          aria-label="Dismiss error"
        >
          ×
        </button>
      )}
    </div>
  );
}
