// One build configuration for the shell and every area, so shared singletons, loaders and
// output naming can never drift between teams.
const path = require('node:path');
const { DefinePlugin, ids } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { buildInfo } = require('./build-info');
const { BuildInfoPlugin } = require('./build-info-plugin');
const { FirstVisitPlugin } = require('./first-visit-plugin');
const { PreloadBootstrapPlugin } = require('./preload-bootstrap-plugin');
const { AreaRoutesPlugin } = require('./routes-plugin');
const { AREA_LIST } = require('./routes');
const { sharedSingletons } = require('./shared');

/** The area's entry in the one list of areas (packages/platform/areas.json). */
function areaEntry(name) {
  const area = AREA_LIST.find((a) => a.name === name);
  if (!area) throw new Error(`${name} is not in packages/platform/areas.json`);
  return area;
}

/** The Module Federation container name (an identifier: mf-public → mf_public), from areas.json. */
const federationName = (name) => areaEntry(name).federationName;

/**
 * The shared singletons' own files keep their path as module id, so the browser test can count how
 * many copies of react & co. were loaded (a second copy is the same id defined twice). Everything
 * else gets a short deterministic id: long path ids cost 2 kB of the first visit's JavaScript.
 */
const NAMED_ID = /[\\/]node_modules[\\/](react|react-dom|scheduler|styled-components|react-redux|single-spa)[\\/]|[\\/]packages[\\/](platform|sdk|router)[\\/]src[\\/]index\.ts$/;
const keepsName = (module) => NAMED_ID.test(module.nameForCondition?.() ?? '');
// Deterministic first, for every module but those; named ids then go to the ones left.
const moduleIdPlugins = () => [new ids.DeterministicModuleIdsPlugin({ test: (module) => !keepsName(module) }), new ids.NamedModuleIdsPlugin()];

function baseConfig({ dir, mode, publicPath }) {
  const production = mode !== 'development';
  // No content hashes: every build is published under its own build-id folder, so each URL is
  // already immutable; and webpack 5.111 cannot hash the files of a federated build
  // (module-federation/core#5077).
  const name = '[name].js';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      filename: name,
      chunkFilename: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.jsx'],
      // React Router 7's package exports name only its development build (warnings and all); the
      // production build sits beside it and is what a production bundle should hold.
      alias: production ? { 'react-router$': path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs') } : {},
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { target: 'es2020', jsx: 'automatic' },
        },
        // The federation runtime writes entry files as ES modules; treat them as auto so a
        // package.json "type" field can never make webpack reject them (stack-notes).
        { test: /[\\/]node_modules[\\/]\.federation[\\/]/, type: 'javascript/auto' },
      ],
    },
    // Module ids: see moduleIdPlugins (each config adds them to its plugins).
    optimization: { moduleIds: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** An area: a federated remote exposing its single-spa lifecycles, also runnable standalone. */
function areaConfig({ name, dir }, env = {}, argv = {}) {
  const { title } = areaEntry(name);
  const info = buildInfo(name);
  const config = baseConfig({ dir, mode: argv.mode, publicPath: 'auto' });
  config.plugins = [
    ...moduleIdPlugins(),
    new DefinePlugin({ __HARBOUR_BUILD__: JSON.stringify(info) }),
    new BuildInfoPlugin(info),
    new FirstVisitPlugin({ dir }),
    new AreaRoutesPlugin({ name, dir }),
    new ModuleFederationPlugin({
      name: federationName(name),
      filename: 'remoteEntry.js',
      exposes: { './lifecycles': './src/lifecycles.tsx' },
      shared: sharedSingletons(),
      shareStrategy: 'loaded-first',
      // The federation runtime (~19 kB gzipped) comes from the shell (provideExternalRuntime below)
      // instead of every remoteEntry. Not under `webpack serve`: a standalone area has no shell.
      experiments: { externalRuntime: !env.WEBPACK_SERVE },
      manifest: true,
      dts: false,
      dev: false,
    }),
    new HtmlWebpackPlugin({ title: `${title} (standalone)`, template: path.join(__dirname, 'standalone.html') }),
  ];
  // `npm run serve -w @harbour/<area>`: the area alone at http://localhost:<port>, talking to the
  // API of a running `npm start` (API_PORT) — how an area team works without the shell.
  config.devServer = {
    port: 'auto',
    host: '127.0.0.1',
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    proxy: [{ context: ['/api', '/identity'], target: `http://127.0.0.1:${process.env.API_PORT ?? 3100}` }],
  };
  return config;
}

/**
 * The shared singletons the shell provides and every first page uses, with their own
 * dependencies, travel in the shell's first-page file (its bootstrap chunk, shell/src/index.ts):
 * one file instead of ten (react, react-dom, styled-components, react-redux, single-spa, the
 * platform contract and the SDK core each came in a file of its own, 6 kB more on the wire). Each
 * library is still provided and consumed on its own through the share scope; only the file it
 * travels in is shared. Not the router: no page of the shell uses it, and an area's page that
 * does fetches it alone. Not the SDK's endpoint modules (packages/sdk/src/generated): they load
 * when first called.
 */
const FIRST_PAGE_SINGLETONS =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|@emotion[\\/]unitless|shallowequal|tslib|react-redux|use-sync-external-store|single-spa|@reduxjs[\\/]toolkit|immer|reselect|redux|redux-thunk|@standard-schema[\\/]utils)[\\/]|[\\/]packages[\\/](platform[\\/]([^\\/]+\.json$|src[\\/])|sdk[\\/]src[\\/][^\\/]+\.ts$)/;

/** The shell's lazily loaded chunks every page loads anyway (named in shell/src): they join the singletons' file. */
const FIRST_PAGE_CHUNKS = new Set(['first-calls']);

/** The shell: single-spa root config; remotes are registered at run time from /remotes.json. */
function shellConfig({ dir }, _env, argv = {}) {
  const info = buildInfo('shell');
  const publicPath = `/shell/${info.id}/`;
  const config = baseConfig({ dir, mode: argv.mode, publicPath });
  // The runtime-core injection plugin imports the ES build of @module-federation/runtime-core while the
  // webpack runtime requires its CommonJS build: one copy (24 kB gzipped less on the first page).
  config.resolve.alias = { ...config.resolve.alias, '@module-federation/runtime-core$': require.resolve('@module-federation/runtime-core') };
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        firstPage: {
          name: 'first-page',
          test: (module, { chunkGraph }) =>
            FIRST_PAGE_SINGLETONS.test(module.nameForCondition?.() ?? '') || [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => FIRST_PAGE_CHUNKS.has(chunk.name)),
          chunks: 'async',
          enforce: true,
          priority: 20,
        },
      },
    },
  };
  config.plugins = [
    ...moduleIdPlugins(),
    new DefinePlugin({ __HARBOUR_BUILD__: JSON.stringify(info) }),
    new BuildInfoPlugin(info),
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(),
      shareStrategy: 'loaded-first',
      // The areas build with externalRuntime: the shell hands them its federation runtime.
      experiments: { provideExternalRuntime: true },
      dts: false,
      dev: false,
    }),
    new HtmlWebpackPlugin({ template: path.join(dir, 'src/index.html'), publicPath }),
    new PreloadBootstrapPlugin(),
  ];
  return config;
}

module.exports = { areaConfig, shellConfig, federationName };
