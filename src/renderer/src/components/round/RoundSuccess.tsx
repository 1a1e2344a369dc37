import { SuccessMessage } from '../SuccessMessage';

interface RoundSuccessProps {
  message: string;
}

/** What replaces the form once a phrase is accepted, until the dashboard returns. */
export function RoundSuccess({ message }: RoundSuccessProps) {
  return (
    <div className="stack">
      <SuccessMessage message={message} onDismiss={() => undefined} />
      <p className="muted" role="status">
        Returning to dashboard...
      </p>
    </div>
  );
}
