/**
 * Anchor: the list's 50 rows in a plain `<table>` drawn by React (a checkbox, the text cells, the
 * row's action buttons), with one small stylesheet. The floor any React list pays for them.
 */
import { installAnchor, type AnchorPage } from './anchorPage';

function PlainTable({ page }: { page: AnchorPage }) {
  return (
    <table data-testid="anchor-table">
      <thead>
        <tr>
          <th>
            <input type="checkbox" aria-label="select page" />
          </th>
          {page.headers.map((header) => (
            <th key={header}>{header}</th>
          ))}
          <th>{page.actionsHeader}</th>
        </tr>
      </thead>
      <tbody>
        {page.rows.map((row) => (
          <tr key={row.id}>
            <td>
              <input type="checkbox" aria-label={row.name} />
            </td>
            {row.cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
            <td>
              {row.actions.map((action) => (
                <button key={action} type="button">
                  {action}
                </button>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

installAnchor(PlainTable);
