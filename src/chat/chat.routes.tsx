import { lazyPart } from '../resources/ui/lazyPart';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import type { AppRoute } from '../app/routeTypes';

/** The chat UI is its own lazy chunk. */
const ChatPage = lazyPart(() => import('./ChatPage'));

export const routes: AppRoute[] = [
  {
    path: '/chatPlus',
    titleKey: 'chat.title',
    component: ChatPage,
    menu: { group: 'marketing', icon: ForumOutlinedIcon, order: 90 },
  },
];
