import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import { useTranslate } from 'react-admin';
import { useFullscreen } from '../fullscreen';
import { HeaderIconButton } from './HeaderIconButton';

export function FullscreenButton() {
  const translate = useTranslate();
  const { active, toggle, supported } = useFullscreen();
  if (!supported) return null;
  return (
    <HeaderIconButton
      label={translate(active ? 'shell.header.exitFullscreen' : 'shell.header.fullscreen')}
      onClick={toggle}
      data-testid="fullscreen-toggle"
    >
      {active ? <FullscreenExit /> : <Fullscreen />}
    </HeaderIconButton>
  );
}
