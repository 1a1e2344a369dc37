import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../src/main/core/memory-store';
import { loadWindowState, saveWindowState, WINDOW_SIZE } from '../../src/main/core/window-state';

const screen = { x: 0, y: 0, width: 1920, height: 1080 };

describe('window state', () => {
  it('opens at the default size the first time', () => {
    expect(loadWindowState(new MemoryStore(), [screen])).toEqual({
      bounds: { width: WINDOW_SIZE.width, height: WINDOW_SIZE.height },
      maximized: false,
    });
  });

  it('remembers size, position and maximized state', () => {
    const store = new MemoryStore();
    saveWindowState(store, { x: 200.4, y: 100, width: 1280, height: 800 }, true);
    expect(loadWindowState(store, [screen])).toEqual({
      bounds: { x: 200, y: 100, width: 1280, height: 800 },
      maximized: true,
    });
  });

  it('keeps the size but drops a position that is no longer on any screen', () => {
    const store = new MemoryStore();
    saveWindowState(store, { x: 2500, y: 100, width: 1000, height: 700 }, false);
    expect(loadWindowState(store, [screen])).toEqual({
      bounds: { width: 1000, height: 700 },
      maximized: false,
    });
    const secondScreen = { x: 1920, y: 0, width: 1920, height: 1080 };
    expect(loadWindowState(store, [screen, secondScreen]).bounds).toMatchObject({ x: 2500 });
  });

  it('drops a position whose title bar is off every screen, though the rest shows', () => {
    // A monitor above the main one was unplugged: the window would come back out of reach.
    const store = new MemoryStore();
    saveWindowState(store, { x: 100, y: -500, width: 1000, height: 760 }, false);
    expect(loadWindowState(store, [screen]).bounds).toEqual({ width: 1000, height: 760 });
    saveWindowState(store, { x: 100, y: screen.height - 10, width: 1000, height: 760 }, false);
    expect(loadWindowState(store, [screen]).bounds).toEqual({ width: 1000, height: 760 });
    // Its top just inside, or on Windows' invisible border, is fine.
    saveWindowState(store, { x: 100, y: -7, width: 1000, height: 760 }, false);
    expect(loadWindowState(store, [screen]).bounds).toMatchObject({ x: 100, y: -7 });
  });

  it('never restores below the minimum size, and ignores damaged data', () => {
    const store = new MemoryStore();
    saveWindowState(store, { x: 0, y: 0, width: 300, height: 200 }, false);
    expect(loadWindowState(store, [screen]).bounds).toMatchObject({
      width: WINDOW_SIZE.minWidth,
      height: WINDOW_SIZE.minHeight,
    });
    store.set('windowState', { bounds: 'nope' });
    expect(loadWindowState(store, [screen]).bounds).toEqual({
      width: WINDOW_SIZE.width,
      height: WINDOW_SIZE.height,
    });
  });
});
