import { Link } from '@harbour/router';
import { Container } from '@harbour/ui';
import { currentBuild } from '@harbour/area-runtime';
import { ComponentsSection } from './ComponentsSection';
import { TaxonomiesSection } from './TaxonomiesSection';
import { ThemeSection } from './ThemeSection';

export function StyleguidePage() {
  return (
    <Container>
      <h1>Styleguide</h1>
      <p data-testid="area-build">
        Release: {currentBuild.label || 'unlabelled'} (mf-public build {currentBuild.id})
      </p>
      <p>
        <Link to="/styleguide/modals">Every modal and dialog</Link>
      </p>
      <ThemeSection />
      <ComponentsSection />
      <TaxonomiesSection />
    </Container>
  );
}
