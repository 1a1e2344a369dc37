/** Text a screen reader says within a choice-list row but the eye does not see (see choice-list.css). */
export function Spoken({ text }: { text: string }) {
  return <span className="choice-list__spoken">{text}</span>;
}
