import { useParams } from '@harbour/router';
import { AreaNotFound } from '@harbour/area-runtime';
import { errorMessageOf, isStatus } from '@harbour/sdk';
import { useGetPsychologistBioQuery } from '@harbour/sdk/directory';
import { Container, Loading, LoadError } from '@harbour/ui';
import { DirectoryView } from './DirectoryView';
import { landingPage, type LandingPage } from './landing-pages';
import { useViewerTimeZone } from './format-time';
import { ProfileView } from './ProfileView';

function LandingView({ page }: { page: LandingPage }) {
  return (
    <Container>
      <h1>{page.title}</h1>
      <p>{page.intro}</p>
      <DirectoryView fixed={page.fixed} />
    </Container>
  );
}

function ProfileBySlug({ slug }: { slug: string }) {
  const bio = useGetPsychologistBioQuery({ slug });
  // The profile shows times in the visitor's zone: read it while the profile loads.
  useViewerTimeZone();
  if (bio.isLoading) return <Loading label="Loading the profile" />;
  if (isStatus(bio.error, 404) || isStatus(bio.error, 422)) return <AreaNotFound />;
  if (bio.error || !bio.data)
    return (
      <Container>
        <LoadError what="this profile" message={errorMessageOf(bio.error)} onRetry={() => void bio.refetch()} />
      </Container>
    );
  return <ProfileView profile={bio.data} />;
}

/**
 * /online-psychologists/{slug}: a topic or city page when the slug is one of those (psychologists
 * never get these slugs), otherwise a psychologist's profile; an unknown slug is the 404 view.
 */
export function OnlinePsychologistsPage() {
  const { slug = '' } = useParams();
  const landing = landingPage(slug);
  return landing ? <LandingView page={landing} /> : <ProfileBySlug slug={slug} />;
}
