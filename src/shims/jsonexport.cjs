// react-admin's default CSV exporter (jsonexport) is never used: every list passes
// `exporter={false}` and exports through its own 导出 menu (src/resources/ui/export/). The
// library was ~3 KB gzip of the first list page (docs/performance.md, "Bundle"); a list that
// forgets `exporter={false}` fails loudly here instead of exporting a second, different way.
module.exports = function jsonexport() {
  throw new Error('react-admin CSV export is not part of this console: use the list toolbar 导出 menu (exporter={false}).');
};
