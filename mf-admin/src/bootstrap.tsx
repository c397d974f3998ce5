import { bootstrapStandalone } from '@harbour/area-runtime';
import { App } from './App';

bootstrapStandalone({ name: 'mf-admin', App });
