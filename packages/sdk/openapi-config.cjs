// @rtk-query/codegen-openapi: the API's generated OpenAPI spec is the only source of SDK types.
module.exports = {
  schemaFile: '../../api/src/generated/openapi.json',
  apiFile: './src/api.ts',
  apiImport: 'emptyApi',
  outputFile: './src/generated/harbourApi.ts',
  exportName: 'harbourApi',
  hooks: true,
  tag: true,
};
