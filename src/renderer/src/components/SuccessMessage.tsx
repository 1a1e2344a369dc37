import { useEffect } from 'react';

export const SUCCESS_HIDE_MS = 5_000;

interface SuccessMessageProps {
  message: string;
  onDismiss: () => void;
  /** How long the message stays; 5 s unless a screen's rule says otherwise. */
  durationMs?: number;
}

export function SuccessMessage({
  message,
  onDismiss,
  durationMs = SUCCESS_HIDE_MS,
}: SuccessMessageProps) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, durationMs);
    return () => clearTimeout(timer);
  }, [message, onDismiss, durationMs]);

  return (
    <div className="notice notice--success" role="status">
      <span>{message}</span>
    </div>
  );
}
