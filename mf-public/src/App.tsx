import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Route, Routes } from '@harbour/router';
import { Loading } from '@harbour/ui';
import { AreaNotFound, lazyPage, type FirstReads } from '@harbour/area-runtime';
import { directoryApi } from '@harbour/sdk/directory';
import { HomePage } from './pages/HomePage';

/**
 * Each page but home is its own chunk, loaded when visited: a first visit downloads the area's
 * entry and the one page it shows (`npm run size` measures exactly that per area).
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const SignupPage = page(() => import('./pages/SignupPage'), (m) => m.SignupPage);
const SignupSegmentPage = page(() => import('./pages/SignupSegmentPage'), (m) => m.SignupSegmentPage);
const GetMatchedPage = page(() => import('./get-matched/GetMatchedPage'), (m) => m.GetMatchedPage);
const StyleguidePage = page(() => import('./pages/styleguide/StyleguidePage'), (m) => m.StyleguidePage);
const DirectoryPage = page(() => import('./directory/DirectoryPage'), (m) => m.DirectoryPage);
const SearchPage = page(() => import('./directory/DirectoryPage'), (m) => m.SearchPage);
/** The slug as the page's `useParams` gives it (React Router decodes each segment). */
function slugOf(pathname: string): string | undefined {
  const slug = matchPath('/online-psychologists/:slug', pathname)?.params.slug;
  try {
    return slug && decodeURIComponent(slug);
  } catch {
    return undefined;
  }
}
/**
 * The profile's read (GET /users/psychologists/bio) starts beside the page's code, with the
 * argument the page passes. The directory's endpoints come with the area for it (0.8 kB gzipped;
 * in a chunk of their own, their download delayed the read by the chunk's round trip).
 */
const profileReads: FirstReads = ({ pathname }) => {
  const slug = slugOf(pathname);
  return slug ? [{ name: 'getPsychologistBio', start: (dispatch) => void dispatch(directoryApi.util.prefetch('getPsychologistBio', { slug }, {})) }] : [];
};
const OnlinePsychologistsPage = lazyPage(() => import('./directory/OnlinePsychologistsPage').then((m) => ({ default: m.OnlinePsychologistsPage })), profileReads);
const ThirdPartyPage = page(() => import('./directory/ThirdPartyPage'), (m) => m.ThirdPartyPage);
const ContactPage = page(() => import('./contact/ContactPage'), (m) => m.ContactPage);
const PartnerEnquiryPage = page(() => import('./contact/PartnerEnquiryPage'), (m) => m.PartnerEnquiryPage);
const SupportHubPage = page(() => import('./support/SupportHubPage'), (m) => m.SupportHubPage);
const SupportLoginPage = page(() => import('./support/SupportLoginPage'), (m) => m.SupportLoginPage);
const ModalsPage = page(() => import('./styleguide/ModalsPage'), (m) => m.ModalsPage);
const DeviceTestPage = page(() => import('./device-test/DeviceTestPage'), (m) => m.DeviceTestPage);
const NetworkTestPage = page(() => import('./device-test/NetworkTestPage'), (m) => m.NetworkTestPage);
const GpReferrersPage = page(() => import('./gp-referrers/GpReferrersPage'), (m) => m.GpReferrersPage);
const ContentRoute = page(() => import('./content/ContentRoute'), (m) => m.ContentRoute);
const AuthorPage = page(() => import('./content/AuthorPage'), (m) => m.AuthorPage);

/**
 * mf-public's routes (ARCHITECTURE §2). Named pages first (React Router prefers fixed segments
 * whatever the order); every other one- or two-segment path is a content page, which shows
 * "Page Not Found" with the path when the content service has none. /psychologists is the
 * practitioners' landing (content); the directory is /find-a-psychologist (docs/content.md).
 */
export function App() {
  return (
    <Suspense fallback={<Loading label="Loading the page" />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/signup/:segment" element={<SignupSegmentPage />} />
        <Route path="/get-matched" element={<GetMatchedPage />} />
        <Route path="/get-matched/:referrer" element={<GetMatchedPage />} />
        <Route path="/styleguide" element={<StyleguidePage />} />
        <Route path="/styleguide/modals" element={<ModalsPage />} />
        <Route path="/support-hub" element={<SupportHubPage />} />
        <Route path="/support-hub/login" element={<SupportLoginPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/organisations" element={<PartnerEnquiryPage />} />
        <Route path="/gp" element={<GpReferrersPage />} />
        <Route path="/find-a-psychologist" element={<DirectoryPage />} />
        <Route path="/psychologists" element={<ContentRoute />} />
        <Route path="/search" element={<SearchPage />} />
        <Route path="/online-psychologists/:slug" element={<OnlinePsychologistsPage />} />
        <Route path="/third-party/:referrerId/psychologists" element={<ThirdPartyPage />} />
        <Route path="/device-test" element={<DeviceTestPage />} />
        <Route path="/device-test/network" element={<NetworkTestPage />} />
        <Route path="/author/:name" element={<AuthorPage />} />
        <Route path="/media/*" element={<ContentRoute />} />
        <Route path="/research/*" element={<ContentRoute />} />
        <Route path="/education/*" element={<ContentRoute />} />
        <Route path="/:content" element={<ContentRoute />} />
        <Route path="/:content/:child" element={<ContentRoute />} />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </Suspense>
  );
}
