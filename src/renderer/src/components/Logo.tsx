import markUrl from '../assets/brand-mark.svg';
import './logo.css';

interface LogoProps {
  /** `large` on the landing page, `small` in the header. */
  size?: 'small' | 'large';
}

/**
 * The brand: the mark (the same SVG the window, tray and installer icons are drawn from) and
 * the word "Copycat". The mark is decoration; the word carries the name for assistive tech.
 */
export function Logo({ size = 'small' }: LogoProps) {
  return (
    <span className={`logo logo--${size}`}>
      <img className="logo__mark" src={markUrl} alt="" />
      <span className="logo__word">Copycat</span>
    </span>
  );
}
