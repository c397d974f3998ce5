const { areaConfig } = require('@harbour/webpack-config');

module.exports = (env, argv) => areaConfig({ name: 'mf-messaging', dir: __dirname }, env, argv);
