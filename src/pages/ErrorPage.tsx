import Home from '@mui/icons-material/Home';
import { Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { APP_TITLE_KEY } from '../config';
import { documentTitle } from '../layout/useDocumentTitle';
import { ErrorIllustration } from './illustrations';

/** 403 / 404: full page outside the layout, an illustration and 回到首页. */
function ErrorPage({ code }: { code: '403' | '404' }) {
  const translate = useTranslate();
  const key = code === '403' ? 'forbidden' : 'notFound';
  useEffect(() => {
    document.title = documentTitle(translate(APP_TITLE_KEY), translate(`pages.${key}.title`));
  }, [key, translate]);
  return (
    <Box
      component="main"
      data-testid={`error-page-${code}`}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        bgcolor: 'background.default',
        textAlign: 'center',
      }}
    >
      <ErrorIllustration code={code} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {translate(`pages.${key}.title`)}
      </Typography>
      <Typography color="text.secondary">{translate(`pages.${key}.description`)}</Typography>
      <Button component={Link} to="/" variant="contained" startIcon={<Home />} size="large" data-testid="back-home">
        {translate('pages.backHome')}
      </Button>
    </Box>
  );
}

export function ForbiddenPage() {
  return <ErrorPage code="403" />;
}

export function NotFoundPage() {
  return <ErrorPage code="404" />;
}
