import { Link } from 'react-router-dom';
import { SetOutlook } from '../outlook/SetOutlook';
import { standing } from '../outlook/standing';
import { useOutlookRules } from '../outlook/use-outlook-rules';
import { usePlayerSets } from '../outlook/use-player-sets';

/** Where the player's latest prompt stands, and what happens to it next. */
export function LastPromptCard() {
  const latest = usePlayerSets({ role: 'prompt', status: 'all', limit: 1 });
  const rules = useOutlookRules();
  const prompt = latest?.[0];
  if (!prompt) return null;
  return (
    <section className="card last-prompt" aria-labelledby="last-prompt-title">
      <h2 id="last-prompt-title">Your last prompt</h2>
      <p>
        {prompt.prompt_text} <strong>{prompt.your_phrase}</strong>
      </p>
      <p>{standing(prompt)}</p>
      <SetOutlook set={prompt} rules={rules} />
      <Link to="/tracking">Track your rounds</Link>
    </section>
  );
}
