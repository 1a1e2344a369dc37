import './verdict.css';

/**
 * The sign beside a vote's verdict: a tick that pops with a ring of sparks when the vote found
 * the original, a cross that shakes when it fell for a copy. Decoration: the text beside it
 * says the same in words. Still under reduced motion (verdict.css).
 */
export function VerdictMark({ correct }: { correct: boolean }) {
  return (
    <span className={`verdict verdict--${correct ? 'correct' : 'wrong'}`} aria-hidden="true">
      <svg viewBox="0 0 40 40" width="40" height="40" focusable="false">
        <circle className="verdict__disc" cx="20" cy="20" r="19" />
        {correct ? (
          <path className="verdict__sign" d="M11 21 l6 6 l12 -13" />
        ) : (
          <path className="verdict__sign" d="M13 13 l14 14 M27 13 l-14 14" />
        )}
      </svg>
      {correct &&
        Array.from({ length: 8 }, (_, index) => <span key={index} className="verdict__spark" />)}
    </span>
  );
}
