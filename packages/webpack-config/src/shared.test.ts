/**
 * @jest-environment node
 */
// The shared-or-bundled rule (packages/README.md) as the build sees it.
import { sharedSingletons } from './shared';
import rootPackage from '../../../package.json';
import platformPackage from '../../platform/package.json';
import routerPackage from '../../router/package.json';
import sdkPackage from '../../sdk/package.json';

const shared = sharedSingletons() as Record<string, { singleton: boolean; requiredVersion: string; strictVersion?: boolean }>;

describe('shared singletons', () => {
  it('shares the libraries that hold one instance, each as a singleton with a caret range of its own version', () => {
    const third = ['react', 'react-dom', 'styled-components', 'react-redux', 'single-spa'] as const;
    for (const name of third) {
      expect(shared[name]).toEqual({ singleton: true, requiredVersion: `^${rootPackage.dependencies[name]}` });
    }
    expect(shared['@harbour/platform']).toEqual({ singleton: true, requiredVersion: `^${platformPackage.version}` });
    expect(shared['@harbour/router']).toEqual({ singleton: true, requiredVersion: `^${routerPackage.version}` });
    expect(shared['react-router-dom']).toBeUndefined();
    expect(shared['react-router']).toBeUndefined();
    expect(shared['@harbour/sdk']).toEqual({ singleton: true, requiredVersion: `^${sdkPackage.version}` });
  });

  it('bundles the design system, the booking kit and the SDK domain modules per area, and Redux Toolkit inside the SDK core', () => {
    expect(shared['@harbour/ui']).toBeUndefined();
    // An area releases with its own copy of the booking kit: never a shared singleton.
    expect(Object.keys(shared).filter((key) => key.startsWith('@harbour/booking-kit'))).toEqual([]);
    // Only the SDK core uses Redux Toolkit: bundled (tree-shaken) into the one shared core.
    expect(Object.keys(shared).filter((key) => key.startsWith('@reduxjs/'))).toEqual([]);
    // Only the exact '@harbour/sdk' request is shared: no '@harbour/sdk/' prefix key for the domain modules.
    expect(Object.keys(shared).filter((key) => key.startsWith('@harbour/sdk'))).toEqual(['@harbour/sdk']);
  });
});
