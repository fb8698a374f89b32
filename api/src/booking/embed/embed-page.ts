/**
 * The public booking page (spec 2.1, ADR 037): one small HTML document and one script, served by
 * the API itself rather than the shell and a remote, so the one framable page of the product loads
 * nothing else (no shell, no sign-in machinery) inside a clinic's website.
 */
import { embedText, type EmbedLocale } from './embed-texts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Arial, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; color: #1a202c; background: #fff; }
main { max-width: 720px; margin: 0 auto; padding: 16px; }
h1 { font-size: 1.4rem; margin: 0 0 4px; }
h2 { font-size: 1.1rem; margin: 20px 0 8px; }
p.lead { margin: 0 0 16px; color: #4a5568; }
fieldset { border: 1px solid #cbd5e0; border-radius: 8px; padding: 12px; margin: 0 0 16px; }
legend { font-weight: 600; padding: 0 4px; }
label { display: block; font-weight: 600; margin: 8px 0 4px; }
input, select, button { font: inherit; }
input, select { width: 100%; padding: 8px; border: 1px solid #718096; border-radius: 6px; background: #fff; color: #1a202c; }
.row { display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); }
button { cursor: pointer; border-radius: 6px; padding: 10px 14px; border: 1px solid #2c5282; }
button.primary { background: #2c5282; color: #fff; font-weight: 600; }
button.secondary { background: #fff; color: #2c5282; }
button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #d69e2e; outline-offset: 2px; }
.day { margin: 12px 0 4px; font-weight: 600; }
.slots { display: flex; flex-wrap: wrap; gap: 8px; }
.slots button { background: #fff; color: #1a202c; border-color: #718096; min-width: 76px; }
.slots button[aria-pressed="true"] { background: #2c5282; color: #fff; border-color: #2c5282; }
.error { color: #9b2c2c; font-size: .95rem; margin: 4px 0 0; }
.notice { border-radius: 8px; padding: 12px; margin: 12px 0; background: #ebf8ff; border: 1px solid #90cdf4; }
.notice.bad { background: #fff5f5; border-color: #feb2b2; color: #742a2a; }
.muted { color: #4a5568; }
.consent { margin: 0 0 12px; }
h3 { font-size: 1rem; margin: 12px 0 6px; }
.consent-text { white-space: pre-wrap; max-height: 12rem; overflow: auto; padding: 8px; border: 1px solid #cbd5e0; border-radius: 6px; background: #f7fafc; }
.consent-text:focus-visible { outline: 3px solid #d69e2e; outline-offset: 2px; }
.check { display: flex; align-items: flex-start; gap: 8px; margin: 8px 0 0; }
.check input { width: 24px; height: 24px; margin: 0; flex: none; }
.check label { margin: 0; font-weight: 400; }
.language { display: flex; justify-content: flex-end; gap: 8px; margin: 0 0 8px; }
.language button { padding: 4px 10px; background: #fff; color: #2c5282; }
.language button[aria-pressed="true"] { background: #2c5282; color: #fff; }
@media (max-width: 420px) { main { padding: 10px; } }
`;

/**
 * The page's HTML in the reader's language (from Accept-Language; the script then follows a
 * choice made with its language switch). `title` is the clinic's part of the document title.
 */
export function embedPageHtml(options: {
  clinicName: string | null;
  mode: 'book' | 'manage' | 'missing';
  locale: EmbedLocale;
}): string {
  const { locale, clinicName } = options;
  const title =
    clinicName === null
      ? embedText(locale, 'missingTitle')
      : embedText(locale, options.mode === 'manage' ? 'yourAppointmentDocumentTitle' : 'bookDocumentTitle', {
          clinic: clinicName,
        });
  const body =
    options.mode === 'missing'
      ? `<main><h1>${escapeHtml(embedText(locale, 'missingTitle'))}</h1><p class="lead">${escapeHtml(embedText(locale, 'missingLead'))}</p></main>`
      : `<main id="app" data-mode="${options.mode}" aria-busy="true"><h1>${escapeHtml(title)}</h1><p class="lead" id="status" role="status">${escapeHtml(embedText(locale, 'loading'))}</p></main>`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
${options.mode === 'missing' ? '' : '<script src="/embed/assets/booking.js" defer></script>'}
</head>
<body>${body}</body>
</html>`;
}
