/**
 * The router facade: the one copy of react-router-dom that every app uses. Declarative routing
 * only (a BrowserRouter and route objects): the site loads no data through the router, and the
 * data router (createBrowserRouter) would add code to every page's start for nothing.
 */
export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
