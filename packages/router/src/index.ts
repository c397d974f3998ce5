// React Router as the areas share it: one module holding the library-mode API only.
// Why a list: Module Federation keeps every export of a shared module, as it cannot see which
// ones another area's build uses; sharing `react-router` itself sent its whole framework mode
// (data routers, server rendering, cookies, hydration) to every visitor, 45 kB of the first
// visit's 217 kB. Re-exported here, the shared copy is what this list needs, tree-shaken.
// The list is the whole library mode (not only what the areas use today), so an area released
// alone can start to use, say, useMatch without a shell release. Framework/data-router APIs
// (createBrowserRouter, RouterProvider, loaders, Form, useFetcher) are left out on purpose.
export {
  BrowserRouter,
  MemoryRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type {
  BrowserRouterProps,
  LinkProps,
  Location,
  MemoryRouterProps,
  NavLinkProps,
  NavigateFunction,
  NavigateOptions,
  NavigateProps,
  Params,
  PathMatch,
  RouteObject,
  RouteProps,
  SetURLSearchParams,
  To,
  URLSearchParamsInit,
} from 'react-router';
