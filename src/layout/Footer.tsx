import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

const YEAR = new Date().getFullYear();

export function Footer({ color, border }: { color: string; border: string }) {
  const translate = useTranslate();
  return (
    <Box
      component="footer"
      data-testid="shell-footer"
      sx={{ py: 1.5, px: 2, textAlign: 'center', fontSize: 12, color, borderTop: `1px solid ${border}`, opacity: 0.85 }}
    >
      {translate('shell.footer.copyright', { year: YEAR })}
    </Box>
  );
}
