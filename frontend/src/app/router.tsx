import { useState, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { PageLoader } from './page-loader';
import { RouteError } from './route-error';

type RouteModule = { default: ComponentType };

// Every page is its own chunk, so the history grid never weighs on the student pages.
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/', lazy: page(() => import('./routes/home')) },
      { path: '/topics/:slide', lazy: page(() => import('./routes/topic')) },
      { path: '/questions', lazy: page(() => import('./routes/questions')) },
      { path: '/history', lazy: page(() => import('./routes/history')) },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
