// A stand-in for the `electron` module, recording what the main process does with it: the
// app lifecycle, windows, IPC handlers, tray, notifications, safeStorage, shell and the
// session's security hooks. Used by `vi.mock('electron')` in wiring tests and placed in
// Node's require cache for the built bundle (see installInRequireCache).
import { createRequire, Module } from 'node:module';
import { join } from 'node:path';
import { Emitter } from './fake-electron-emitter';
import { fakeNet, fakeNetSession } from './fake-electron-net';
import { fakeUtilityProcess } from './fake-utility-process';

export { Emitter };

export interface FakeElectronOptions {
  appPath: string;
  userData: string;
  /** What safeStorage reports; `basic_text` is Linux without a keyring. */
  encryption?: 'available' | 'unavailable' | 'basic_text';
  platform?: NodeJS.Platform;
}

/** A preventable event like Electron's. */
export function preventable<T extends object>(fields: T = {} as T) {
  return Object.assign(
    {
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    },
    fields,
  );
}

export function createFakeElectron(options: FakeElectronOptions) {
  let ready = false;
  let resolveReady!: () => void;
  const readyPromise = new Promise<void>((resolve) => (resolveReady = resolve));
  const record = {
    handlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
    ipcListeners: new Map<string, unknown>(),
    windows: [] as FakeBrowserWindow[],
    trays: [] as FakeTray[],
    notifications: [] as FakeNotification[],
    openedExternally: [] as string[],
    headerHooks: [] as ((
      details: { responseHeaders?: Record<string, string[]> },
      callback: (response: { responseHeaders: Record<string, string[]> }) => void,
    ) => void)[],
    permissionRequestHandlers: [] as ((
      contents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
    ) => void)[],
    permissionCheckHandlers: [] as ((...args: unknown[]) => boolean)[],
    /** Schemes registered as privileged, and whether the app was ready by then. */
    privilegedSchemes: [] as {
      scheme: string;
      privileges: Record<string, boolean>;
      whenReady: boolean;
    }[],
    protocolHandlers: new Map<string, (request: Request) => Promise<Response> | Response>(),
    encrypted: 0,
    decrypted: 0,
    appUserModelId: undefined as string | undefined,
    quitRequests: 0,
    quit: false,
    /** `app.relaunch()` calls: the app starts again once it has quit. */
    relaunches: 0,
    /** `app.exit(code)`: the app ended at once with this code. */
    exitCode: undefined as number | undefined,
    errorBoxes: [] as { title: string; content: string }[],
    /** Message boxes shown, and the button index the next ones answer (0 by default). */
    messageBoxes: [] as { title?: string; message: string; detail?: string; buttons?: string[] }[],
    messageBoxAnswer: 0,
    shownInFolder: [] as string[],
    /** Menus given to Menu.setApplicationMenu (none: Electron keeps its default menu). */
    applicationMenus: [] as ({ template: MenuItem[] } | null)[],
  };

  class FakeApp extends Emitter {
    isPackaged = false;
    getAppPath = () => options.appPath;
    getPath = (name: string) =>
      name === 'userData' ? options.userData : join(options.userData, '..', name);
    getVersion = () => '0.1.0';
    getName = () => 'Copycat';
    isReady = () => ready;
    whenReady = () => readyPromise;
    requestSingleInstanceLock = () => true;
    setAppUserModelId = (id: string) => void (record.appUserModelId = id);
    quit = () => {
      record.quitRequests += 1;
      const event = preventable();
      this.emit('before-quit', event);
      if (event.defaultPrevented) return;
      record.quit = true;
      this.emit('will-quit', preventable());
      this.emit('quit');
    };
    relaunch = () => void (record.relaunches += 1);
    exit = (code = 0) => {
      record.exitCode = code;
      record.quit = true;
    };
  }
  const app = new FakeApp();

  class FakeWebContents extends Emitter {
    static nextId = 1;
    id = FakeWebContents.nextId++;
    sent: { channel: string; payload: unknown }[] = [];
    mainFrame = { url: '', routingId: 1 };
    windowOpenHandler?: (details: { url: string }) => { action: 'allow' | 'deny' };
    destroyed = false;
    send(channel: string, payload: unknown) {
      this.sent.push({ channel, payload });
    }
    setWindowOpenHandler(handler: (details: { url: string }) => { action: 'allow' | 'deny' }) {
      this.windowOpenHandler = handler;
    }
    isDestroyed = () => this.destroyed;
    /** Whether the page is still loading; a test sets it and emits 'did-finish-load'. */
    loading = false;
    isLoading = () => this.loading;
    reloads = 0;
    reload() {
      this.reloads += 1;
    }
  }

  class FakeBrowserWindow extends Emitter {
    webContents = new FakeWebContents();
    loadedUrl?: string;
    visible = false;
    focused = false;
    minimized = false;
    maximized = false;
    destroyed = false;
    bounds: { x: number; y: number; width: number; height: number };
    constructor(
      public readonly options: Record<string, unknown> & {
        webPreferences?: Record<string, unknown>;
      },
    ) {
      super();
      this.bounds = {
        x: Number(options.x ?? 100),
        y: Number(options.y ?? 100),
        width: Number(options.width ?? 800),
        height: Number(options.height ?? 600),
      };
      record.windows.push(this);
      app.emit('web-contents-created', preventable(), this.webContents);
    }
    async loadURL(url: string) {
      this.loadedUrl = url;
      this.webContents.mainFrame.url = url;
      this.emit('ready-to-show');
    }
    show = () => void (this.visible = true);
    focus = () => {
      this.focused = true;
      this.emit('focus');
    };
    blur = () => {
      this.focused = false;
      this.emit('blur');
    };
    restore = () => void (this.minimized = false);
    isMinimized = () => this.minimized;
    maximize = () => void (this.maximized = true);
    isMaximized = () => this.maximized;
    isDestroyed = () => this.destroyed;
    getNormalBounds = () => ({ ...this.bounds });
    setBounds = (bounds: Partial<FakeBrowserWindow['bounds']>) =>
      void Object.assign(this.bounds, bounds);
    close = () => {
      const event = preventable();
      this.emit('close', event);
      if (event.defaultPrevented) return;
      this.destroyed = true;
      this.webContents.destroyed = true;
      this.emit('closed');
      if (record.windows.every((window) => window.destroyed)) app.emit('window-all-closed');
    };
  }

  class FakeTray extends Emitter {
    image: unknown;
    tooltip = '';
    menu?: { template: MenuItem[] };
    destroyed = false;
    constructor(image: unknown) {
      super();
      this.image = image;
      record.trays.push(this);
    }
    setImage = (image: unknown) => void (this.image = image);
    setToolTip = (tooltip: string) => void (this.tooltip = tooltip);
    setContextMenu = (menu: { template: MenuItem[] }) => void (this.menu = menu);
    destroy = () => void (this.destroyed = true);
    /** The menu item with this label, to read or click. */
    item(label: string | RegExp): MenuItem | undefined {
      return this.menu?.template.find(
        (entry) =>
          entry.label !== undefined &&
          (typeof label === 'string' ? entry.label === label : label.test(entry.label)),
      );
    }
  }

  class FakeNotification extends Emitter {
    static isSupported = () => true;
    shown = false;
    constructor(public readonly options: { title: string; body: string }) {
      super();
      record.notifications.push(this);
    }
    show = () => void (this.shown = true);
    click = () => this.emit('click');
  }

  const encryptionAvailable = (options.encryption ?? 'available') !== 'unavailable';
  const electron = {
    app,
    BrowserWindow: FakeBrowserWindow,
    Tray: FakeTray,
    Notification: FakeNotification,
    ipcMain: {
      handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) => {
        if (record.handlers.has(channel))
          throw new Error(`Attempted to register a second handler for '${channel}'`);
        record.handlers.set(channel, handler);
      },
      removeHandler: (channel: string) => void record.handlers.delete(channel),
      on: (channel: string, listener: unknown) => void record.ipcListeners.set(channel, listener),
    },
    Menu: {
      buildFromTemplate: (template: MenuItem[]) => ({ template }),
      setApplicationMenu: (menu: { template: MenuItem[] } | null) =>
        void record.applicationMenus.push(menu),
    },
    nativeImage: {
      createFromBuffer: (buffer: Buffer, imageOptions?: { scaleFactor?: number }) => ({
        fromBuffer: buffer,
        scaleFactor: imageOptions?.scaleFactor ?? 1,
        /** macOS tints a template image for the menu bar (setTemplateImage). */
        template: false,
        setTemplateImage(template: boolean) {
          this.template = template;
        },
        isTemplateImage() {
          return this.template;
        },
      }),
      createFromPath: (path: string) => ({ fromPath: path }),
      createEmpty: () => ({}),
    },
    safeStorage: {
      isAsyncEncryptionAvailable: async () => encryptionAvailable,
      isEncryptionAvailable: () => encryptionAvailable,
      getSelectedStorageBackend: () =>
        options.encryption === 'basic_text' ? 'basic_text' : 'gnome_libsecret',
      encryptStringAsync: async (plain: string) => {
        record.encrypted += 1;
        return Buffer.from(`enc(${plain})`);
      },
      decryptStringAsync: async (sealed: Buffer) => {
        record.decrypted += 1;
        const text = sealed.toString();
        if (!text.startsWith('enc(')) throw new Error('Error while decrypting the ciphertext');
        return { result: text.slice(4, -1), shouldReEncrypt: false };
      },
    },
    powerMonitor: new Emitter(),
    screen: {
      getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }],
    },
    net: fakeNet,
    session: {
      fromPartition: fakeNetSession.fromPartition,
      defaultSession: {
        webRequest: {
          onHeadersReceived: (hook: (typeof record.headerHooks)[number]) =>
            void record.headerHooks.push(hook),
        },
        setPermissionRequestHandler: (handler: (typeof record.permissionRequestHandlers)[number]) =>
          void record.permissionRequestHandlers.push(handler),
        setPermissionCheckHandler: (handler: (typeof record.permissionCheckHandlers)[number]) =>
          void record.permissionCheckHandlers.push(handler),
      },
    },
    protocol: {
      registerSchemesAsPrivileged: (
        schemes: { scheme: string; privileges: Record<string, boolean> }[],
      ) => {
        for (const scheme of schemes)
          record.privilegedSchemes.push({ ...scheme, whenReady: ready });
      },
      handle: (scheme: string, handler: (request: Request) => Promise<Response> | Response) =>
        void record.protocolHandlers.set(scheme, handler),
    },
    utilityProcess: fakeUtilityProcess,
    dialog: {
      showErrorBox: (title: string, content: string) =>
        void record.errorBoxes.push({ title, content }),
      showMessageBoxSync: (options: {
        title?: string;
        message: string;
        detail?: string;
        buttons?: string[];
      }) => {
        record.messageBoxes.push(options);
        return record.messageBoxAnswer;
      },
    },
    shell: {
      openExternal: async (url: string) => void record.openedExternally.push(url),
      openPath: async () => '',
      showItemInFolder: (path: string) => void record.shownInFolder.push(path),
    },
  };

  return {
    electron: Object.assign(electron, { default: electron }),
    record,
    /** Fires app 'ready'. */
    markReady() {
      ready = true;
      resolveReady();
      app.emit('ready');
    },
    /** The window's renderer calling `ipcRenderer.invoke(channel, args)`. */
    invokeFrom(window: FakeBrowserWindow, channel: string, args?: unknown) {
      return callHandler(
        channel,
        { sender: window.webContents, senderFrame: window.webContents.mainFrame },
        args,
      );
    },
    /** An IPC call from some other frame or contents. */
    invokeAs(event: { sender: unknown; senderFrame: unknown }, channel: string, args?: unknown) {
      return callHandler(channel, event, args);
    },
    /** What the main process pushed to a window, by event name. */
    pushed(window: FakeBrowserWindow, channel: string) {
      return window.webContents.sent
        .filter((entry) => entry.channel === channel)
        .map((entry) => entry.payload);
    },
  };

  function callHandler(channel: string, event: unknown, args: unknown) {
    const handler = record.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return Promise.resolve(handler(event, args));
  }
}

export interface MenuItem {
  label?: string;
  type?: string;
  role?: string;
  submenu?: MenuItem[];
  enabled?: boolean;
  click?: () => void;
}

export type FakeElectron = ReturnType<typeof createFakeElectron>;
export type FakeBrowserWindow = FakeElectron['record']['windows'][number];

/**
 * Makes `require('electron')` answer with the fake, for code loaded through Node's own
 * loader (the built main bundle and the packages it requires). Returns the undo.
 */
export function installInRequireCache(fake: FakeElectron, fromFile: string): () => void {
  const nodeRequire = createRequire(fromFile);
  const resolved = nodeRequire.resolve('electron');
  const cache = nodeRequire.cache;
  const previous = cache[resolved];
  const module = new Module(resolved);
  module.filename = resolved;
  module.loaded = true;
  module.exports = fake.electron;
  cache[resolved] = module;
  return () => {
    if (previous) cache[resolved] = previous;
    else delete cache[resolved];
  };
}
