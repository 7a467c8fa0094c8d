// `object.entries` for node-polyglot (react-admin's i18n): every browser the console supports has
// Object.entries, and the polyfill package brought ~4 KB gzip of es-abstract helpers into the first
// page (docs/performance.md, "Bundle"). Aliased in vite.config.ts.
module.exports = Object.entries;
