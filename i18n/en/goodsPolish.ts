/** SKU matrix bulk work (fill a scope, paste from Excel, undo) and drag to reorder (issue 23 items 4 and 5). */
export default {
  goodsPolish: {
    scope: {
      label: 'Fill which SKUs',
      all: 'All SKUs (%{count})',
      selected: 'Selected SKUs (%{count})',
      value: '%{property}: %{value} (%{count})',
    },
    fill: {
      all: 'Fill every SKU',
      selected: 'Fill the %{count} selected SKUs',
      value: 'Fill the %{count} SKUs with "%{value}"',
    },
    codes: {
      overwrite: 'Replace existing codes',
      none: 'Every SKU in scope has a code; tick "Replace existing codes" to generate new ones',
    },
    undo: {
      fill: 'Undo fill',
      codes: 'Undo codes',
      paste: 'Undo paste',
      done: 'Undone: %{count} SKUs are back to their previous values',
    },
    select: {
      row: 'Select row %{n} (%{label})',
      all: 'Select every SKU',
      count: '%{count} SKUs selected',
      clear: 'Clear selection',
      hint: 'Shift+click selects a range of rows',
    },
    paste: {
      hint: 'Paste several rows and columns copied from Excel: click the first cell, then press Ctrl+V',
      done: '%{count} cells pasted (%{rows} SKUs)',
      nothing: 'No cell was pasted',
      invalid: '%{count} cells hold values that are not valid (marked red):',
      refused: '%{count} cells were not pasted:',
      outsideBoth: '%{count} cells beyond the table were not pasted (%{rows} rows and %{columns} columns too many)',
      outsideRows:
        '%{count} cells beyond the table were not pasted (%{rows} rows too many; the table has %{total} rows)',
      outsideColumns:
        '%{count} cells beyond the table were not pasted (%{columns} columns too many; "Picture" is the last column)',
      cell: 'Row %{row} "%{column}": %{message}',
      more: '%{count} more not listed',
      unknownCurrency: 'Currency "%{value}" is not one of the currencies offered',
      imageNotInGallery: 'Only pictures of this goods ("Pictures and videos") can be chosen',
      close: 'Close',
    },
  },
};
