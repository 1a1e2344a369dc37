import { useEffect, useState } from 'react';
import type { FeedbackType } from '../../../../shared/api';
import { Icon } from '../../components/Icon';
import { call } from '../../lib/api';

interface PromptFeedbackProps {
  roundId: string;
  initial: FeedbackType | null;
}

/**
 * Like or dislike the prompt. Clicking the active choice again only clears it locally and
 * sends nothing; failures are only logged (docs/product.md#round-flow).
 */
export function PromptFeedback({ roundId, initial }: PromptFeedbackProps) {
  const [choice, setChoice] = useState<FeedbackType | null>(initial);

  useEffect(() => {
    if (initial) return;
    let live = true;
    // A not-found answer just means no feedback yet.
    void call('rounds:getFeedback', { roundId }).then((result) => {
      if (live && result.ok) setChoice(result.data.feedback_type);
    });
    return () => {
      live = false;
    };
  }, [roundId, initial]);

  const choose = async (feedbackType: FeedbackType) => {
    if (choice === feedbackType) {
      setChoice(null);
      return;
    }
    setChoice(feedbackType);
    const result = await call('rounds:setFeedback', { roundId, feedbackType });
    if (!result.ok) console.warn('Prompt feedback was not saved:', result.error.message);
  };

  return (
    <div className="row" role="group" aria-label="Rate this prompt">
      <span className="muted small">Rate this prompt:</span>
      <button
        type="button"
        className={`button button--small${choice === 'like' ? ' button--pressed' : ''}`}
        aria-pressed={choice === 'like'}
        aria-label="Like this prompt"
        onClick={() => void choose('like')}
      >
        <Icon name="thumbUp" />
      </button>
      <button
        type="button"
        className={`button button--small${choice === 'dislike' ? ' button--pressed' : ''}`}
        aria-pressed={choice === 'dislike'}
        aria-label="Dislike this prompt"
        onClick={() => void choose('dislike')}
      >
        <Icon name="thumbDown" />
      </button>
    </div>
  );
}
