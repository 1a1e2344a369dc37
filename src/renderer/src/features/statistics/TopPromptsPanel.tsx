import { Panel } from './Panel';
import { EmptyIllustration } from '../../components/illustrations/EmptyIllustration';

export function TopPromptsPanel({ prompts }: { prompts: readonly string[] }) {
  return (
    <Panel title="Top Earning Prompts">
      {prompts.length === 0 ? (
        <div className="empty-state">
          <EmptyIllustration kind="prompts" />
          <p className="muted stats-empty">No prompts yet. Start a prompt round to earn!</p>
        </div>
      ) : (
        <ol className="stats-ranked">
          {prompts.map((prompt, index) => (
            <li key={`${index}-${prompt}`}>
              <span className="stats-ranked__number" aria-hidden="true">
                {index + 1}
              </span>
              <span>{prompt}</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
