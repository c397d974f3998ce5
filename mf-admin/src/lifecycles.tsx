import { createAreaLifecycles } from '@harbour/area-runtime';
import { App } from './App';

export const { bootstrap, mount, unmount, update } = createAreaLifecycles({ name: 'mf-admin', App });
