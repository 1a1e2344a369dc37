import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { call } from '../../lib/api';
import { messageFor, serverDetail } from '../../lib/errors';
import { randomSuccessMessage } from '../../lib/success-messages';
import { useDashboardStore } from '../../stores/dashboard';
import { useRoundStore } from '../../stores/round';

/** After an accepted phrase the dashboard returns 1.5 s later (docs/product.md#round-flow). */
export const PHRASE_REDIRECT_MS = 1_500;

export interface PhraseSubmit {
  submitting: boolean;
  success: string | null;
  error: string | null;
  clearError: () => void;
  submit: (phrase: string) => Promise<void>;
}

/**
 * Sends a prompt or copy phrase: on success shows a message, tells the tutorial, refreshes
 * the dashboard and goes back to it; on failure re-enables the form with the message.
 */
export function usePhraseSubmit(
  roundId: string,
  failureMessage: string,
  onAccepted: () => void,
): PhraseSubmit {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // False once the round screen is gone: a slow answer must not pull the player, who may be
  // on another screen by then, back to the dashboard.
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, []);

  const submit = async (phrase: string) => {
    setSubmitting(true);
    setError(null);
    useRoundStore.getState().setSubmitting(true);
    const result = await call('rounds:submit', { roundId, phrase: phrase.trim() });
    if (!result.ok) {
      useRoundStore.getState().setSubmitting(false);
      // An unreachable server gets the screen's own wording, which names the likely cause;
      // a refusal keeps the server's exact reason (e.g. the word not in the dictionary).
      const unreachable = result.error.status === 0;
      const message = unreachable ? failureMessage : messageFor(result.error, failureMessage);
      const detail = unreachable ? null : serverDetail(result.error);
      setError(detail && detail !== message ? `${message} (${detail})` : message);
      setSubmitting(false);
      return;
    }
    setSuccess(randomSuccessMessage());
    useRoundStore.getState().finished();
    onAccepted();
    void useDashboardStore.getState().refresh();
    if (!mounted.current) return;
    timer.current = setTimeout(() => navigate('/dashboard'), PHRASE_REDIRECT_MS);
  };

  return { submitting, success, error, clearError: () => setError(null), submit };
}
