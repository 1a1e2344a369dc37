interface ErrorPanelProps {
  message: string;
  onDismiss?: () => void;
}

/** An inline, optionally dismissible error for one screen (the global toast is ErrorToast). */
export function ErrorPanel({ message, onDismiss }: ErrorPanelProps) {
  return (
    <div className="notice notice--error" role="alert">
      <span>{message}</span>
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
