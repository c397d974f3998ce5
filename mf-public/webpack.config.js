const { areaConfig } = require('@harbour/webpack-config');

module.exports = (env, argv) => areaConfig({ name: 'mf-public', dir: __dirname, title: 'Harbour public site' }, env, argv);
