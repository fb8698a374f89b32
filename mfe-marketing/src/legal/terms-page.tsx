import { LegalPage } from './legal-page';
import terms from './terms.md';

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of service"
      lead="The agreement between Clinio and the clinics that use it, and the rules for visitors to this website."
      html={terms.html}
    />
  );
}
