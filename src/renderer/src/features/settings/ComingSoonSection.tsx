const COMING_SOON = [
  'Change password',
  'Change email address',
  'Export account data',
  'Delete account',
];

/** Account actions announced but not offered yet: shown disabled. */
export function ComingSoonSection() {
  return (
    <section className="card" aria-labelledby="coming-soon-title">
      <h2 id="coming-soon-title">Coming Soon</h2>
      <ul className="coming-soon">
        {COMING_SOON.map((label) => (
          <li key={label}>
            <button type="button" className="button button--block" disabled>
              {label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
