import { Panel } from './Panel';

export function TopPromptsPanel({ prompts }: { prompts: readonly string[] }) {
  return (
    <Panel title="Top Earning Prompts">
      {prompts.length === 0 ? (
        <p className="muted stats-empty">No prompts yet. Start a prompt round to earn!</p>
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
