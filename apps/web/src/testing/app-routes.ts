import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { createRoutes, FRAME_ROUTE_ID } from '@/app/router';
import { signedInRoute } from '@/app/signed-in-routes';

/** The whole route table as it is after discovery: public routes plus the signed-in ones in the frame route. */
export function appRoutes(): RouteObject[] {
  const routes = createRoutes();
  const frame = routes[0]?.children?.find((route) => route.id === FRAME_ROUTE_ID);
  if (!frame?.children) throw new Error('no frame route');
  frame.children.push(signedInRoute(new QueryClient()));
  return routes;
}
