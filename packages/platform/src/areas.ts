import areaList from '../areas.json';

/**
 * The one list of areas (packages/platform/areas.json), read by the shell, webpack, eslint, jest
 * and the scripts. Its order is the order routes are matched in across areas: mf-public, whose
 * generic content pages (`/:content`) would otherwise cover everyone else's, comes last.
 */
export interface AreaDefinition {
  name: string;
  /** The Module Federation container name (an identifier: mf-public → mf_public). */
  federationName: string;
  /** The workspace folder, relative to the repository root. */
  dir: string;
  title: string;
  /** Areas without routes of their own are mounted on every page (the inbox overlay). */
  alwaysMounted?: boolean;
}

export const AREAS: readonly AreaDefinition[] = areaList;
export const AREA_NAMES: readonly string[] = AREAS.map((area) => area.name);
export type AreaName = string;
