// Coins flying from the reveal's net figure into the header balance, drawn with the Web
// Animations API on throwaway elements that ignore the pointer, so nothing waits for them.
import { COIN_FLIGHT_MS } from './reveal-timeline';
import { prefersReducedMotion } from '../../../lib/reduced-motion';

const MAX_COINS = 8;
const STAGGER_MS = 60;
/** The header's balance (components/Header.tsx); the coins land there. */
const BALANCE_SELECTOR = '.header__balance';

/** Starts the flight; the returned function removes any coin still in the air. */
export function flyCoins(from: Element, amount: number): () => void {
  const target = document.querySelector(BALANCE_SELECTOR);
  if (!target || amount <= 0 || prefersReducedMotion()) return () => undefined;
  const start = centre(from.getBoundingClientRect());
  const end = centre(target.getBoundingClientRect());
  // More coins for a bigger payout, a few at least, never a crowd.
  const count = Math.min(MAX_COINS, 3 + Math.floor(Math.log10(amount) * 2));
  const flight = COIN_FLIGHT_MS - STAGGER_MS * (count - 1);
  const coins: HTMLElement[] = [];
  for (let index = 0; index < count; index++) {
    const coin = document.createElement('span');
    coin.className = 'coin-flight';
    coin.setAttribute('aria-hidden', 'true');
    coin.style.left = `${start.x}px`;
    coin.style.top = `${start.y}px`;
    document.body.append(coin);
    coins.push(coin);
    const dx = end.x - start.x;
    const dy = end.y - start.y;
    // Each coin arcs up a little differently on its way to the balance.
    const lift = 40 + index * 9;
    const animation = coin.animate(
      [
        { transform: 'translate(-50%, -50%) scale(0.6)', opacity: 0 },
        {
          transform: `translate(calc(${dx * 0.45}px - 50%), calc(${dy * 0.45 - lift}px - 50%)) scale(1)`,
          opacity: 1,
          offset: 0.45,
        },
        {
          transform: `translate(calc(${dx}px - 50%), calc(${dy}px - 50%)) scale(0.7)`,
          opacity: 0.9,
        },
      ],
      { duration: flight, delay: index * STAGGER_MS, easing: 'ease-in', fill: 'backwards' },
    );
    animation.onfinish = () => {
      coin.remove();
      if (index === count - 1) bump(target);
    };
  }
  return () => coins.forEach((coin) => coin.remove());
}

/** The balance swells as the last coin lands. */
function bump(target: Element): void {
  target.animate(
    [{ transform: 'scale(1)' }, { transform: 'scale(1.18)' }, { transform: 'scale(1)' }],
    { duration: 320, easing: 'ease-out' },
  );
}

function centre(rect: DOMRect): { x: number; y: number } {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}
