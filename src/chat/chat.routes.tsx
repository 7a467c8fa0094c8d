import { lazy } from 'react';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import type { AppRoute } from '../app/routeTypes';

/** The chat UI is its own lazy chunk. */
const ChatPage = lazy(() => import('./ChatPage'));

export const routes: AppRoute[] = [
  {
    path: '/chatPlus',
    titleKey: 'chat.title',
    component: ChatPage,
    menu: { group: 'marketing', icon: ForumOutlinedIcon, order: 90 },
  },
];
