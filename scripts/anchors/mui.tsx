/**
 * Anchor: the same rows in a plain MUI `<Table>` as MUI's docs build one (Paper, TableContainer,
 * TableHead/TableBody, a Checkbox and text Buttons per row), default theme and CssBaseline.
 */
import {
  Button,
  Checkbox,
  CssBaseline,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { installAnchor, type AnchorPage } from './anchorPage';

const theme = createTheme();

function MuiTable({ page }: { page: AnchorPage }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <TableContainer component={Paper}>
        <Table size="small" data-testid="anchor-table">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox size="small" slotProps={{ input: { 'aria-label': 'select page' } }} />
              </TableCell>
              {page.headers.map((header) => (
                <TableCell key={header}>{header}</TableCell>
              ))}
              <TableCell>{page.actionsHeader}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell padding="checkbox">
                  <Checkbox size="small" slotProps={{ input: { 'aria-label': row.name } }} />
                </TableCell>
                {row.cells.map((cell, index) => (
                  <TableCell key={index}>{cell}</TableCell>
                ))}
                <TableCell>
                  {row.actions.map((action) => (
                    <Button key={action} size="small">
                      {action}
                    </Button>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ThemeProvider>
  );
}

installAnchor(MuiTable);
