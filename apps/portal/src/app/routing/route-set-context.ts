import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router';

/** The route set being rendered: the declarative router has no useMatches, so meta is matched here. */
export const RouteSetContext = createContext<RouteObject[]>([]);

export const useRouteSet = () => useContext(RouteSetContext);
