import type { MouseEvent } from 'react';
import './skip-link.css';

/** The id every screen gives its main landmark, so the skip link has one place to go. */
export const MAIN_ID = 'main';

/**
 * "Skip to main content": the first stop of the Tab key, hidden until focused. The app routes
 * by hash, so following `#main` would change the screen: the link moves focus itself instead.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    // The landmark is not focusable by itself; -1 lets it take focus without joining the Tab order.
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      Skip to main content
    </a>
  );
}
