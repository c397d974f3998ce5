const path = require('node:path');
const { Compilation, sources } = require('webpack');

/** The chunk group Module Federation makes for an exposed module ('./lifecycles' → __federation_expose_lifecycles). */
const EXPOSE_PREFIX = '__federation_expose_';

const jsFiles = (group) => [...new Set(group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js'))))];

/**
 * Writes first-visit.json beside an area's bundle: the files a first visit downloads from the area
 * itself, for `npm run size`. `initial`: the exposed lifecycles' chunks (loaded at first mount);
 * `pages`: per lazily loaded page (a dynamic import in the area's own src), the chunks it needs.
 * Shared-library fallbacks are neither: the shell provides those libraries.
 */
class FirstVisitPlugin {
  constructor({ dir }) {
    this.src = path.join(dir, 'src') + path.sep;
    // The standalone entry's own dynamic import (./bootstrap) is no part of a visit through the shell.
    this.standaloneEntry = path.join(dir, 'src/index.ts');
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HarbourFirstVisit', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'HarbourFirstVisit', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const initial = [];
        const pages = {};
        const libraries = {};
        for (const group of compilation.chunkGroups) {
          if (group.name?.startsWith(EXPOSE_PREFIX)) initial.push(...jsFiles(group));
          const origin = group.origins.find((o) => o.module?.resource?.startsWith(this.src) && o.module.resource !== this.standaloneEntry);
          if (!origin || group.isInitial()) continue;
          // A third-party library imported on demand by one feature (the Agora video SDK, loaded
          // only when Agora is configured) is listed apart: it is not the area's own code.
          if (origin.request && !/^[./]/.test(origin.request)) libraries[origin.request] = jsFiles(group);
          else pages[origin.request ?? group.name ?? String(group.id)] = jsFiles(group);
        }
        const report = { entry: 'remoteEntry.js', initial: [...new Set(initial)], pages, onDemandLibraries: libraries };
        compilation.emitAsset('first-visit.json', new sources.RawSource(JSON.stringify(report, null, 2)));
      });
    });
  }
}

module.exports = { FirstVisitPlugin };
