const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The shell's entry only imports its bootstrap (the async boundary where shared singletons are
 * negotiated), so the bootstrap's files (the first-page file with the singletons, and the
 * bootstrap's own chunk) were asked for only once main.js had arrived and run: one round trip and
 * main.js's download in series on every page. Preload links in the shell's own page let them come
 * beside it. Only the shell's own files: an area's are named at serve time (scripts/lib/seo-pages.mjs).
 */
class PreloadBootstrapPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootstrapPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadBootstrapPlugin', (data) => {
        const files = new Set();
        for (const entry of compilation.entrypoints.values()) {
          for (const group of entry.getChildren()) {
            for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
        }
        const publicPath = data.publicPath ?? '';
        // Low priority, as the deferred main.js itself: asked for after it, not ahead of it.
        const links = [...files].sort().map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: publicPath + file, fetchpriority: 'low' }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadBootstrapPlugin };
