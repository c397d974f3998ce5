import contract from '../contract-version.json';

/**
 * The version of the platform contract (the Platform object, route rules, routes.json shape).
 * Each area's build records the version it was built against; the shell refuses to mount an area
 * built for another major, because a major change breaks what that area expects from the shell.
 */
export const CONTRACT_VERSION: string = contract.version;

export const majorOf = (version: string) => Number.parseInt(version.split('.')[0], 10);

/** The user-facing reason an area is not mounted, or undefined when its contract is compatible. */
export function contractMismatch(areaVersion: string | undefined, shellVersion: string = CONTRACT_VERSION): string | undefined {
  const areaMajor = areaVersion ? majorOf(areaVersion) : Number.NaN;
  const shellMajor = majorOf(shellVersion);
  if (areaMajor === shellMajor) return undefined;
  const built = Number.isNaN(areaMajor) ? 'an unknown platform contract' : `platform contract ${areaMajor}.x`;
  return `This part of Harbour was built for ${built}; this page runs ${shellMajor}.x.`;
}
