// The tray's two images (calm, and something waiting), by platform. macOS draws a menu-bar image
// as it is unless it is a template image (black and alpha only), which it tints for the light
// or dark menu bar and the highlighted state like its own icons: the colour mark would sit there
// as a purple square. Windows' notification area and Linux panels show the colour mark.
import type { NativeImage } from 'electron';
import type { TrayImages } from './tray';

/** Files in resources/; the template ones come from scripts/make-tray-templates.mjs. */
export function trayImageFiles(platform: NodeJS.Platform): Record<keyof TrayImages, string> {
  return platform === 'darwin'
    ? { normal: 'trayTemplate.png', alert: 'tray-alertTemplate.png' }
    : { normal: 'tray.png', alert: 'tray-alert.png' };
}

export function loadTrayImages(
  platform: NodeJS.Platform,
  load: (fileName: string) => NativeImage,
): TrayImages {
  const files = trayImageFiles(platform);
  const images = { normal: load(files.normal), alert: load(files.alert) };
  if (platform === 'darwin') {
    // The "Template" suffix is read only by nativeImage.createFromPath; these come from a buffer.
    images.normal.setTemplateImage(true);
    images.alert.setTemplateImage(true);
  }
  return images;
}
