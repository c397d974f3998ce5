const { shellConfig } = require('@harbour/webpack-config');

module.exports = (env, argv) => shellConfig({ dir: __dirname }, env, argv);
