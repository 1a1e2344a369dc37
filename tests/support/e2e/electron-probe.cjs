// Loaded into the real Electron main process before the app (`electron -r electron-probe.cjs .`)
// by the end-to-end tests: Electron has no API that lists trays or shown notifications, so this
// records them on globalThis.__copycatProbe for the tests' app.evaluate() to read and click.
const electron = require('electron');

const probe = { trays: [], menus: new Map(), notifications: [] };
globalThis.__copycatProbe = probe;

const setContextMenu = electron.Tray.prototype.setContextMenu;
electron.Tray.prototype.setContextMenu = function (menu) {
  if (!probe.trays.includes(this)) probe.trays.push(this);
  probe.menus.set(this, menu);
  return setContextMenu.call(this, menu);
};

const show = electron.Notification.prototype.show;
electron.Notification.prototype.show = function () {
  probe.notifications.push({ title: this.title, body: this.body });
  return show.call(this);
};
