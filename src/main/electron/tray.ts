// The TrayPresenter port backed by an Electron Tray: a normal or alert image, and a menu that
// opens the window, shows the balance and quits.
import type { Menu as ElectronMenu, NativeImage, Tray as ElectronTray } from 'electron';
import type { TrayPresenter } from '../core/ports';

export interface TrayImages {
  normal: NativeImage;
  alert: NativeImage;
}

export const TRAY_TOOLTIP = {
  normal: 'Copycat',
  alert: 'Copycat: something is waiting for you',
} as const;

export const balanceLabel = (balance: number | null): string =>
  balance === null ? 'Not signed in' : `Balance: ${balance} FC`;

export function createTray(options: {
  Tray: typeof ElectronTray;
  Menu: typeof ElectronMenu;
  images: TrayImages;
  onOpen: () => void;
  onQuit: () => void;
}): TrayPresenter & { destroy(): void } {
  const { Menu, images, onOpen, onQuit } = options;
  const tray = new options.Tray(images.normal);
  let alert = false;
  let balance: number | null = null;

  const render = (): void => {
    tray.setImage(alert ? images.alert : images.normal);
    tray.setToolTip(alert ? TRAY_TOOLTIP.alert : TRAY_TOOLTIP.normal);
    tray.setContextMenu(
      Menu.buildFromTemplate([
        { label: 'Open Copycat', click: onOpen },
        { label: balanceLabel(balance), enabled: false },
        { type: 'separator' },
        { label: 'Quit Copycat', click: onQuit },
      ]),
    );
  };

  tray.on('click', onOpen);
  render();

  return {
    setAlert(next) {
      if (next === alert) return;
      alert = next;
      render();
    },
    setBalance(next) {
      if (next === balance) return;
      balance = next;
      render();
    },
    destroy: () => tray.destroy(),
  };
}
