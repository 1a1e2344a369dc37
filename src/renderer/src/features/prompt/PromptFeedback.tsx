import { useEffect, useRef, useState } from 'react';
import type { FeedbackType } from '../../../../shared/api';
import { Icon } from '../../components/Icon';
import { call } from '../../lib/api';

interface PromptFeedbackProps {
  roundId: string;
  initial: FeedbackType | null;
}

/**
 * Like or dislike the prompt. Clicking the active choice again only clears it locally and
 * sends nothing; failures are only logged (docs/product.md#round-flow). The player's click
 * wins over the saved feedback still loading, and a refused choice is taken back.
 */
export function PromptFeedback({ roundId, initial }: PromptFeedbackProps) {
  const [choice, setChoice] = useState<FeedbackType | null>(initial);
  // The feedback the server is known to hold: what the screen goes back to on a refusal.
  const saved = useRef<FeedbackType | null>(initial);
  // The player's clicks so far: tells a late answer whether a newer click has been made since.
  const clicks = useRef(0);

  useEffect(() => {
    if (initial) return;
    let live = true;
    // A not-found answer just means no feedback yet.
    void call('rounds:getFeedback', { roundId }).then((result) => {
      // Asked before any click, so older than it: once the player has chosen (or a choice is
      // on its way) it must not replace that choice on screen.
      if (!live || !result.ok || clicks.current > 0) return;
      saved.current = result.data.feedback_type;
      setChoice(result.data.feedback_type);
    });
    return () => {
      live = false;
    };
  }, [roundId, initial]);

  const choose = async (feedbackType: FeedbackType) => {
    const click = (clicks.current += 1);
    if (choice === feedbackType) {
      setChoice(null);
      return;
    }
    setChoice(feedbackType);
    const result = await call('rounds:setFeedback', { roundId, feedbackType });
    if (result.ok) {
      saved.current = feedbackType;
      return;
    }
    console.warn('Prompt feedback was not saved:', result.error.message);
    // Never leave a choice the server refused on screen, unless the player has clicked again.
    if (click === clicks.current) setChoice(saved.current);
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
