const { areaConfig } = require('@harbour/webpack-config');

module.exports = (env, argv) => areaConfig({ name: 'mf-patient', dir: __dirname }, env, argv);
