// One small original scene per empty state, drawn with the theme's colours (illustrations.css
// gives each class its token), so they follow the dark theme too.
import { CatPeek } from './CatPeek';

/** Results: the cat waits by the ballot box while the last vote drops in. */
export function ResultsScene() {
  return (
    <>
      <g transform="rotate(-8 90 36)">
        <rect className="illo__paper" x="80" y="20" width="22" height="30" rx="3" />
        <path className="illo__stroke" d="M86 32 l4 4 l7 -8" />
      </g>
      <rect className="illo__soft" x="58" y="46" width="64" height="48" rx="6" />
      <rect className="illo__strong" x="72" y="44" width="36" height="5" rx="2.5" />
      <rect className="illo__line" x="58" y="62" width="64" height="5" />
      <CatPeek cx={38} cy={72} />
    </>
  );
}

/** No prompts yet: a blank speech bubble and a pencil ready to write. */
export function PromptsScene() {
  return (
    <>
      <rect className="illo__soft" x="48" y="18" width="76" height="48" rx="14" />
      <polygon className="illo__soft" points="66,62 58,80 82,64" />
      <rect className="illo__line" x="62" y="34" width="44" height="5" rx="2.5" />
      <rect className="illo__line" x="62" y="46" width="28" height="5" rx="2.5" />
      <g transform="rotate(-35 118 78)">
        <rect className="illo__coin" x="100" y="74" width="34" height="9" rx="2" />
        <polygon className="illo__strong" points="134,74 142,78.5 134,83" />
      </g>
      <CatPeek cx={32} cy={82} size={0.85} />
    </>
  );
}

/** No phrase sets: three blank cards, fanned, waiting for phrases. */
export function SetsScene() {
  return (
    <>
      <rect
        className="illo__soft"
        x="52"
        y="26"
        width="40"
        height="56"
        rx="6"
        transform="rotate(-12 72 54)"
      />
      <rect className="illo__soft" x="72" y="22" width="40" height="56" rx="6" />
      <rect
        className="illo__soft"
        x="92"
        y="26"
        width="40"
        height="56"
        rx="6"
        transform="rotate(12 112 54)"
      />
      <rect className="illo__line" x="80" y="40" width="24" height="4" rx="2" />
      <rect className="illo__line" x="80" y="50" width="16" height="4" rx="2" />
      <CatPeek cx={36} cy={80} size={0.85} />
    </>
  );
}

/** No quests: an open chest with nothing in it yet, and one coin rolling in. */
export function QuestsScene() {
  return (
    <>
      <path className="illo__strong" d="M56 52 h64 l-6 -20 h-52 z" />
      <rect className="illo__soft" x="56" y="52" width="64" height="38" rx="4" />
      <rect className="illo__line" x="56" y="62" width="64" height="5" />
      <rect className="illo__coin" x="83" y="58" width="10" height="14" rx="2" />
      <circle className="illo__coin" cx="134" cy="84" r="7" />
      <CatPeek cx={34} cy={76} size={0.9} />
    </>
  );
}

/** Empty tracking: a magnifying glass over a trail with no rounds on it. */
export function TrackingScene() {
  return (
    <>
      <path className="illo__dash" d="M20 92 C 50 70, 80 96, 110 74 S 150 60, 150 40" />
      <circle className="illo__soft" cx="100" cy="46" r="20" />
      <circle className="illo__stroke" cx="100" cy="46" r="20" />
      <rect
        className="illo__strong"
        x="114"
        y="60"
        width="8"
        height="26"
        rx="4"
        transform="rotate(-45 118 73)"
      />
      <CatPeek cx={44} cy={48} size={0.9} />
    </>
  );
}

/** Empty statistics: a chart with flat bars, the cat peering over its edge. */
export function StatisticsScene() {
  return (
    <>
      <path className="illo__stroke" d="M40 20 V 92 H 144" />
      <rect className="illo__soft" x="54" y="84" width="16" height="8" rx="2" />
      <rect className="illo__soft" x="80" y="86" width="16" height="6" rx="2" />
      <rect className="illo__soft" x="106" y="82" width="16" height="10" rx="2" />
      <circle className="illo__coin" cx="132" cy="40" r="6" />
      <CatPeek cx={92} cy={52} />
    </>
  );
}
