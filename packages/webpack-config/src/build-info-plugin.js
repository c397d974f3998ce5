const { Compilation, sources } = require('webpack');

/** Writes harbour-build.json beside the bundle, so publishing knows which build it holds. */
class BuildInfoPlugin {
  constructor(info) {
    this.info = info;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HarbourBuildInfo', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'HarbourBuildInfo', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('harbour-build.json', new sources.RawSource(JSON.stringify(this.info, null, 2)));
      });
    });
  }
}

module.exports = { BuildInfoPlugin };
