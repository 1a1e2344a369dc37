// Remembers the window's size and position between runs, and refuses a saved position whose
// title bar no longer lands on any screen (a monitor was unplugged): it could not be dragged.
import { z } from 'zod';
import type { KeyValueStore } from './ports';

export const WINDOW_STATE_STORE_KEY = 'windowState';

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  bounds: Partial<Rectangle> & { width: number; height: number };
  maximized: boolean;
}

export const WINDOW_SIZE = { width: 1100, height: 760, minWidth: 800, minHeight: 600 } as const;
/** How much of the window's top edge must be on a screen for a saved position to be reused. */
const MIN_VISIBLE_PX = 100;
/** The height of a title bar, which must be on a screen whole: the player drags the window by it. */
const TITLE_BAR_PX = 32;
/** Windows draws invisible resize borders around a window: its top may lie this far above. */
const INVISIBLE_BORDER_PX = 8;

const Saved = z.object({
  bounds: z.object({
    x: z.number().int(),
    y: z.number().int(),
    width: z.number().int().min(WINDOW_SIZE.minWidth),
    height: z.number().int().min(WINDOW_SIZE.minHeight),
  }),
  maximized: z.boolean(),
});

export function loadWindowState(store: KeyValueStore, screens: readonly Rectangle[]): WindowState {
  const saved = Saved.safeParse(store.get(WINDOW_STATE_STORE_KEY));
  if (!saved.success)
    return { bounds: { width: WINDOW_SIZE.width, height: WINDOW_SIZE.height }, maximized: false };
  const { bounds, maximized } = saved.data;
  if (screens.some((screen) => titleBarOn(bounds, screen))) return { bounds, maximized };
  // Keep the size, let the OS place the window.
  return { bounds: { width: bounds.width, height: bounds.height }, maximized };
}

export function saveWindowState(store: KeyValueStore, bounds: Rectangle, maximized: boolean): void {
  const rounded = {
    x: Math.round(bounds.x),
    y: Math.round(bounds.y),
    width: Math.max(WINDOW_SIZE.minWidth, Math.round(bounds.width)),
    height: Math.max(WINDOW_SIZE.minHeight, Math.round(bounds.height)),
  };
  store.set(WINDOW_STATE_STORE_KEY, { bounds: rounded, maximized });
}

/** Whether the window's title bar lies on the screen, whole in height and wide enough to grab. */
function titleBarOn(window: Rectangle, screen: Rectangle): boolean {
  const width =
    Math.min(window.x + window.width, screen.x + screen.width) - Math.max(window.x, screen.x);
  return (
    width >= MIN_VISIBLE_PX &&
    window.y >= screen.y - INVISIBLE_BORDER_PX &&
    window.y + TITLE_BAR_PX <= screen.y + screen.height
  );
}
