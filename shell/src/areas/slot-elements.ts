import type { AreaName } from '@harbour/platform';
import type { AreaSlotElements } from './area-slot';

/**
 * The DOM nodes areas mount into. They are created once, outside React, and moved into whichever
 * layout is showing, so a layout change never destroys a mounted area.
 */
export const mainSlotContainer = document.createElement('div');
mainSlotContainer.id = 'area-slots';

export const overlaySlotContainer = document.createElement('div');
overlaySlotContainer.id = 'area-overlays';

export function createSlotElements(area: AreaName, parent: HTMLElement): AreaSlotElements {
  const wrapper = document.createElement('section');
  wrapper.dataset.area = area;
  const status = document.createElement('div');
  const app = document.createElement('div');
  app.hidden = true;
  wrapper.append(status, app);
  parent.append(wrapper);
  return { app, status };
}
