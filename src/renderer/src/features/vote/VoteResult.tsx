import type { VoteResponse } from '../../../../shared/api';
import { VerdictMark } from '../../components/VerdictMark';
import { formatCoins } from '../../lib/format';

interface VoteResultProps {
  result: VoteResponse;
}

export function VoteResult({ result }: VoteResultProps) {
  return (
    <div
      className={`notice ${result.correct ? 'notice--success' : 'notice--error vote-result--wrong'}`}
      role="status"
      data-tutorial-keep=""
    >
      <VerdictMark correct={result.correct} />
      <div className="stack">
        <strong>
          {result.correct
            ? `Correct! You earned ${formatCoins(result.payout)}.`
            : 'Wrong pick - that was a copy, not the original.'}
        </strong>
        <p>
          The original phrase: <strong>{result.original_phrase}</strong>
        </p>
        <p>
          Your choice: <strong>{result.your_choice}</strong>
        </p>
        <p className="muted small">Returning to dashboard...</p>
      </div>
    </div>
  );
}
