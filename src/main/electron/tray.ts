// The TrayPresenter port backed by an Electron Tray: a normal or alert image, and a menu that
// opens the window, shows the balance, offers a downloaded update and quits.
import type { Menu as ElectronMenu, NativeImage, Tray as ElectronTray } from 'electron';
import type { TrayPresenter } from '../core/ports';
import type { UpdateTray } from '../core/updates/app-updates';

export interface TrayImages {
  normal: NativeImage;
  alert: NativeImage;
}

export const TRAY_TOOLTIP = {
  normal: 'Copycat',
  alert: 'Copycat: something is waiting for you',
} as const;

export const RESTART_TO_UPDATE = 'Restart to update';

export const balanceLabel = (balance: number | null): string =>
  balance === null ? 'Not signed in' : `Balance: ${balance} FC`;

export function createTray(options: {
  Tray: typeof ElectronTray;
  Menu: typeof ElectronMenu;
  images: TrayImages;
  platform: NodeJS.Platform;
  onOpen: () => void;
  onInstallUpdate: () => void;
  onQuit: () => void;
}): TrayPresenter & UpdateTray & { destroy(): void } {
  const { Menu, images, onOpen, onInstallUpdate, onQuit } = options;
  const tray = new options.Tray(images.normal);
  let alert = false;
  let balance: number | null = null;
  let updateReady: string | null = null;

  const render = (): void => {
    tray.setImage(alert ? images.alert : images.normal);
    tray.setToolTip(alert ? TRAY_TOOLTIP.alert : TRAY_TOOLTIP.normal);
    tray.setContextMenu(
      Menu.buildFromTemplate([
        { label: 'Open Copycat', click: onOpen },
        { label: balanceLabel(balance), enabled: false },
        { type: 'separator' },
        ...(updateReady === null
          ? []
          : [
              {
                label: RESTART_TO_UPDATE,
                sublabel: `Version ${updateReady}`,
                click: onInstallUpdate,
              },
            ]),
        { label: 'Quit Copycat', click: onQuit },
      ]),
    );
  };

  // A left click opens the window on Windows (and Linux panels that report clicks), as players
  // expect there. On macOS a click on a menu-bar item with a menu opens the menu and also emits
  // 'click': opening the window too would bring it forward whenever the player only wanted the
  // menu (to read the balance, or to quit). The Dock icon and "Open Copycat" open it there.
  if (options.platform !== 'darwin') tray.on('click', onOpen);
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
    setUpdateReady(version) {
      if (version === updateReady) return;
      updateReady = version;
      render();
    },
    destroy: () => tray.destroy(),
  };
}
