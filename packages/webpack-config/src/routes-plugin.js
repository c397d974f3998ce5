const { Compilation, sources } = require('webpack');
const { areaRoutesFile, routeConflicts } = require('./routes');

/**
 * Emits routes.json beside mf-manifest.json: the area's routes (pattern, layout, guard, title) and
 * the contract version it was built against. A conflict within the area fails the build.
 */
class AreaRoutesPlugin {
  constructor({ name, dir }) {
    this.name = name;
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HarbourAreaRoutes', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'HarbourAreaRoutes', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        try {
          const file = areaRoutesFile(this.name, this.dir);
          const conflicts = routeConflicts(file.routes.map((r) => ({ ...r, owner: this.name })));
          if (conflicts.length) throw new Error(`${this.name}/src/routes.ts:\n  ${conflicts.join('\n  ')}`);
          compilation.emitAsset('routes.json', new sources.RawSource(JSON.stringify(file, null, 2)));
        } catch (error) {
          compilation.errors.push(new Error(`routes.json not written: ${error.message}`));
        }
      });
    });
  }
}

module.exports = { AreaRoutesPlugin };
