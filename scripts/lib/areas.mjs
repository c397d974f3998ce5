// The one list of areas lives in packages/platform/areas.json; the scripts read it from there.
import fs from 'node:fs';
import { ROOT } from './run.mjs';

export const AREA_LIST = JSON.parse(fs.readFileSync(`${ROOT}/packages/platform/areas.json`, 'utf8'));
export const AREAS = AREA_LIST.map((area) => area.name);
