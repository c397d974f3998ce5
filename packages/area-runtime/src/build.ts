/** Set by the build (DefinePlugin): which build of an area this is. */
export interface BuildInfo {
  name: string;
  id: string;
  label: string;
  timestamp: number;
}

declare const __HARBOUR_BUILD__: BuildInfo | undefined;

export const currentBuild: BuildInfo =
  typeof __HARBOUR_BUILD__ !== 'undefined' ? __HARBOUR_BUILD__ : { name: 'unbuilt', id: 'dev', label: '', timestamp: 0 };
