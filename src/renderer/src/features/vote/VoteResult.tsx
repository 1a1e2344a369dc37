import { useEffect, useRef } from 'react';
import type { VoteResponse } from '../../../../shared/api';
import { VerdictMark } from '../../components/VerdictMark';
import { focusLost, focusQuietly } from '../../lib/focus';
import { formatCoins } from '../../lib/format';

interface VoteResultProps {
  result: VoteResponse;
}

export function VoteResult({ result }: VoteResultProps) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The phrase buttons are disabled once the vote is sent, which drops the focus of the one
    // pressed to the page body: it goes to the result the player is waiting for.
    if (focusLost()) focusQuietly(notice.current);
  }, []);
  return (
    <div
      ref={notice}
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
