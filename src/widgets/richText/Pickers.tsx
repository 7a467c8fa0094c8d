import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { COLORS, EMOJI, TABLE_GRID } from './constants';
import '../../../i18n/parts/editor';

export function ColorGrid({ value, onPick, onClear }: { value: string | null; onPick: (color: string) => void; onClear: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 1, width: 10 * 24 + 8 }}>
      <Box role="listbox" sx={{ display: 'grid', gridTemplateColumns: 'repeat(10, 22px)', gap: '2px' }}>
        {COLORS.map((color) => (
          <Box
            key={color}
            component="button"
            type="button"
            role="option"
            aria-selected={value === color}
            aria-label={color}
            title={color}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(color)}
            sx={{
              width: 22,
              height: 22,
              p: 0,
              cursor: 'pointer',
              bgcolor: color,
              border: '1px solid',
              borderColor: value === color ? 'primary.main' : 'divider',
              outline: value === color ? '2px solid' : 'none',
              outlineColor: 'primary.main',
            }}
          />
        ))}
      </Box>
      <Button size="small" fullWidth sx={{ mt: 1 }} onMouseDown={(event) => event.preventDefault()} onClick={onClear}>
        {translate('editor.toolbar.clearColor')}
      </Button>
    </Box>
  );
}

export function EmojiGrid({ onPick }: { onPick: (emoji: string) => void }) {
  return (
    <Box role="listbox" data-testid="emoji-picker" sx={{ p: 1, display: 'grid', gridTemplateColumns: 'repeat(10, 32px)', gap: '2px', maxWidth: 10 * 34 + 16 }}>
      {EMOJI.map((emoji) => (
        <Box
          key={emoji}
          component="button"
          type="button"
          role="option"
          aria-selected={false}
          aria-label={emoji}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(emoji)}
          sx={{ width: 32, height: 32, fontSize: 20, border: 0, bgcolor: 'transparent', cursor: 'pointer', borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}
        >
          {emoji}
        </Box>
      ))}
    </Box>
  );
}

/** 10×10 grid: hover picks the size, click inserts. */
export function TableGrid({ onPick }: { onPick: (rows: number, cols: number) => void }) {
  const translate = useTranslate();
  const [size, setSize] = useState({ rows: 0, cols: 0 });
  return (
    <Box sx={{ p: 1 }} data-testid="table-grid">
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${TABLE_GRID}, 18px)`, gap: '2px' }} onMouseLeave={() => setSize({ rows: 0, cols: 0 })}>
        {Array.from({ length: TABLE_GRID * TABLE_GRID }, (_, index) => {
          const row = Math.floor(index / TABLE_GRID) + 1;
          const col = (index % TABLE_GRID) + 1;
          const active = row <= size.rows && col <= size.cols;
          return (
            <Box
              key={index}
              component="button"
              type="button"
              aria-label={translate('editor.table.grid', { rows: row, cols: col })}
              data-cell={`${row}x${col}`}
              onMouseEnter={() => setSize({ rows: row, cols: col })}
              onFocus={() => setSize({ rows: row, cols: col })}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(row, col)}
              sx={{ width: 18, height: 18, p: 0, border: '1px solid', borderColor: active ? 'primary.main' : 'divider', bgcolor: active ? 'primary.light' : 'background.paper', cursor: 'pointer' }}
            />
          );
        })}
      </Box>
      <Typography variant="caption" sx={{ display: 'block', textAlign: 'center', mt: 0.5 }}>
        {size.rows ? translate('editor.table.grid', { rows: size.rows, cols: size.cols }) : translate('editor.toolbar.insertTable')}
      </Typography>
    </Box>
  );
}
