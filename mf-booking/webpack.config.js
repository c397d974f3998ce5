const { areaConfig } = require('@harbour/webpack-config');

module.exports = (env, argv) => areaConfig({ name: 'mf-booking', dir: __dirname }, env, argv);
