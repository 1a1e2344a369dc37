import { useEffect, useRef } from 'react';
import { MESSAGES } from '../lib/errors';
import { ErrorPanel } from './ErrorPanel';

interface CrashNoticeProps {
  onRetry: () => void;
  onBack: () => void;
}

/**
 * In place of a screen that failed to render: what happened in plain words (never the error
 * itself), Retry, and the way back to the dashboard. Focus moves to its heading, since the
 * control that had it went away with the screen.
 */
export function CrashNotice({ onRetry, onBack }: CrashNoticeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card" aria-labelledby="crash-title">
      <h1 id="crash-title" ref={heading} tabIndex={-1}>
        This screen could not be shown
      </h1>
      <ErrorPanel message={MESSAGES.generic} onRetry={onRetry} />
      <button type="button" className="button" onClick={onBack}>
        Back to Dashboard
      </button>
    </section>
  );
}
