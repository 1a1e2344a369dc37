// The Notifier port backed by Electron's Notification.
import type { Notification as ElectronNotification } from 'electron';
import type { Notifier } from '../core/ports';

export function createNotifier(Notification: typeof ElectronNotification): Notifier {
  // Electron drops click handlers of notifications that were garbage-collected: keep them.
  const shown = new Set<ElectronNotification>();
  return {
    show({ title, body, onClick }) {
      if (!Notification.isSupported()) return;
      const notification = new Notification({ title, body });
      shown.add(notification);
      notification.on('click', () => {
        shown.delete(notification);
        onClick();
      });
      notification.on('close', () => shown.delete(notification));
      notification.show();
    },
  };
}
