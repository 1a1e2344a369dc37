import { useEffect } from 'react';
import { useDashboardStore } from '../../stores/dashboard';

/** Returning to the window refreshes the dashboard, throttled to once per 5 s by the store. */
export function useFocusRefresh(): void {
  useEffect(() => {
    const onFocus = () => useDashboardStore.getState().refreshOnFocus();
    const onVisible = () => {
      if (document.visibilityState === 'visible') onFocus();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
