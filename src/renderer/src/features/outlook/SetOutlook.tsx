import { useEffect, useState } from 'react';
import { formatClock } from '../../lib/format';
import { serverNow } from '../../lib/server-clock';
import { setOutlook, type OutlookRules, type SetTimes } from './set-outlook';
import './outlook.css';

/**
 * Re-reads the server's clock every second while something is counting down (a display tick):
 * the set's times are the server's instants.
 */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

const secondsFrom = (now: number, at: number) => Math.ceil((at - now) / 1000);

/**
 * "Backup players join in 0:45" and "Closes in 0:52" for a set still in play; nothing for a
 * settled set or while the server's rules are unknown. The lines are timers (not announced
 * on every tick); they change to "joining now" and "closing now" once the time has come,
 * until the next refresh shows what happened.
 */
export function SetOutlook({ set, rules }: { set: SetTimes; rules: OutlookRules | null }) {
  const outlook = rules ? setOutlook(set, rules) : { backupAt: null, closesAt: null };
  const counting = outlook.backupAt !== null || outlook.closesAt !== null;
  const now = useNow(counting);
  if (!counting) return null;
  const line = (label: string, at: number, due: string) => {
    const seconds = secondsFrom(now, at);
    return seconds > 0 ? `${label} in ${formatClock(seconds)}` : due;
  };
  return (
    <ul className="set-outlook" aria-label="What happens next">
      {outlook.backupAt !== null && (
        <li className="set-outlook__item">
          <span role="timer">
            {line('Backup players join', outlook.backupAt, 'Backup players are joining now')}
          </span>
        </li>
      )}
      {outlook.closesAt !== null && (
        <li className="set-outlook__item">
          <span role="timer">{line('Closes', outlook.closesAt, 'Closing now')}</span>
        </li>
      )}
    </ul>
  );
}
