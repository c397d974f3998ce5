/**
 * @jest-environment node
 */
// The shared-or-bundled rule (packages/README.md) as the build sees it.
import { sharedSingletons } from './shared';
import rootPackage from '../../../package.json';
import platformPackage from '../../platform/package.json';
import sdkPackage from '../../sdk/package.json';

const shared = sharedSingletons() as Record<string, { singleton: boolean; requiredVersion: string; strictVersion?: boolean }>;

describe('shared singletons', () => {
  it('shares the libraries that hold one instance, each as a singleton with a caret range of its own version', () => {
    const third = ['react', 'react-dom', 'react-router-dom', 'styled-components', 'react-redux', '@reduxjs/toolkit', 'single-spa'] as const;
    for (const name of third) {
      expect(shared[name]).toEqual({ singleton: true, requiredVersion: `^${rootPackage.dependencies[name]}` });
    }
    expect(shared['@harbour/platform']).toEqual({ singleton: true, requiredVersion: `^${platformPackage.version}` });
    expect(shared['@harbour/sdk']).toEqual({ singleton: true, requiredVersion: `^${sdkPackage.version}` });
  });

  it('bundles the design system and the SDK service modules per area', () => {
    expect(shared['@harbour/ui']).toBeUndefined();
    // Only the exact '@harbour/sdk' request is shared: no '@harbour/sdk/' prefix key for the service modules.
    expect(Object.keys(shared).filter((key) => key.startsWith('@harbour/sdk'))).toEqual(['@harbour/sdk']);
  });
});
