const { areaConfig } = require('@harbour/webpack-config');

module.exports = (env, argv) => areaConfig({ name: 'mf-gp', dir: __dirname }, env, argv);
