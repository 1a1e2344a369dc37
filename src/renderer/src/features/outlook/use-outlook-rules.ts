import { useEffect, useState } from 'react';
import { call } from '../../lib/api';
import { outlookRules, type OutlookRules } from './set-outlook';

/**
 * The server's timing rules, read once per screen from its settings (GET /admin/config, open
 * to any signed-in player). Null until they arrive, or when they cannot be read: then no
 * times are shown rather than wrong ones.
 */
export function useOutlookRules(): OutlookRules | null {
  const [rules, setRules] = useState<OutlookRules | null>(null);
  useEffect(() => {
    let live = true;
    void call('admin:config').then((result) => {
      if (live && result.ok) setRules(outlookRules(result.data));
    });
    return () => {
      live = false;
    };
  }, []);
  return rules;
}
