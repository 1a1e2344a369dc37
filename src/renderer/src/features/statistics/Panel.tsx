import { useId, type ReactNode } from 'react';

interface PanelProps {
  title: string;
  children: ReactNode;
  wide?: boolean;
}

/** One titled statistics panel; the heading names the region for assistive technology. */
export function Panel({ title, children, wide = false }: PanelProps) {
  const headingId = useId();
  return (
    <section
      className={`card stats-panel${wide ? ' stats-panel--wide' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
