import { LegalPage } from './legal-page';
import privacy from './privacy.md';

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      lead="What we collect, why, who else is involved, how long we keep it and what you can ask of us, in plain language."
      html={privacy.html}
    />
  );
}
