interface SpinnerProps {
  label?: string;
}

/** Loading indicator; the label is read out by screen readers and shown beneath. */
export function Spinner({ label = 'Loading...' }: SpinnerProps) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
