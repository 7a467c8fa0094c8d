import { useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Form, useTranslate } from 'react-admin';
import { GalleryInput } from './GalleryInput';
import { SimpleMediaInput } from './SimpleMediaInput';
import '../../../i18n/parts/media';

const DEFAULTS = { gallery: [], single: '', multiple: [], video: '' };

/**
 * Demo-mode-only page (/dev/widgets, no menu entry): every media widget mode in one
 * react-admin form; 保存 shows the emitted JSON so the Chromium suite can assert it.
 */
export default function DevWidgetsPage() {
  const translate = useTranslate();
  const [saved, setSaved] = useState<string>('');
  return (
    <Card sx={{ m: { xs: 1, sm: 2 } }}>
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          {translate('media.dev.title')}
        </Typography>
        <Form defaultValues={DEFAULTS} onSubmit={(values: Record<string, unknown>) => setSaved(JSON.stringify(values, null, 2))}>
          <GalleryInput source="gallery" label="media.dev.gallery" multiple limit={5} />
          <SimpleMediaInput source="single" label="media.dev.single" />
          <SimpleMediaInput source="multiple" label="media.dev.multiple" multiple limit={3} />
          <SimpleMediaInput source="video" label="media.dev.video" video />
          <Box sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" startIcon={<SaveIcon />}>
              {translate('media.dev.save')}
            </Button>
          </Box>
        </Form>
        {saved && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2">{translate('media.dev.result')}</Typography>
            <Box
              component="pre"
              data-testid="dev-widgets-result"
              sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', fontSize: 12, maxHeight: 320 }}
            >
              {saved}
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
