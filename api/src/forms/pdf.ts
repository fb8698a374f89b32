import type { FieldProperty, FormSchema } from '@clinio/contracts';
import { readFileSync } from 'node:fs';
import type PdfKit from 'pdfkit';

/**
 * PDFs of answers and signed consents (issue 16): the clinic's name in its colour, what was asked
 * and answered (with the form's version), who and when; a signed consent shows its exact text, the
 * drawn signature and the SHA-256 the database computed. Noto Sans is embedded so any name renders.
 */

/**
 * pdfkit and the fonts load with the first document, not with the server: most processes never
 * render one, and pdfkit was a fifth of what an API test file spent loading the application.
 * Fonts are read once; each document embeds only the glyphs it uses.
 */
let renderer: Promise<{ PDFDocument: typeof PdfKit; regular: Buffer; bold: Buffer }> | null = null;
function loadRenderer() {
  renderer ??= import('pdfkit').then(({ default: PDFDocument }) => ({
    PDFDocument,
    regular: readFileSync(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
  }));
  return renderer;
}
const DEFAULT_COLOUR = '#3e16d0';

export interface PdfClinic {
  name: string;
  primaryColor: string | null;
}

export async function documentOf(title: string, options: { compress?: boolean } = {}) {
  const { PDFDocument, regular, bold } = await loadRenderer();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: options.compress ?? true,
    info: { Title: title, Producer: 'Clinio', Creator: 'Clinio' },
  });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  return doc;
}

export function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export function header(doc: PDFKit.PDFDocument, clinic: PdfClinic, title: string): void {
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(clinic.primaryColor ?? DEFAULT_COLOUR)
    .text(clinic.name);
  doc.moveDown(0.3).font('bold').fontSize(13).fillColor('#111111').text(title);
  doc.moveDown(0.6);
}

function answerText(property: FieldProperty, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean')
    return property.field_type === 'checkbox' ? (value ? 'Checked' : 'Not checked') : value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export async function submissionPdf(input: {
  clinic: PdfClinic;
  formName: string;
  version: number;
  schema: FormSchema;
  answers: Record<string, unknown>;
  patientName: string;
  submittedAt: Date;
  via: string;
  compress?: boolean;
}): Promise<Buffer> {
  const doc = await documentOf(input.formName, { compress: input.compress ?? true });
  header(doc, input.clinic, input.formName);
  doc
    .font('body')
    .fontSize(9)
    .fillColor('#555555')
    .text(
      `Version ${input.version} · ${input.patientName} · submitted ${input.submittedAt.toISOString()} (${input.via === 'kiosk' ? 'at the clinic' : 'online'})`,
    );
  doc.moveDown();
  const keys = input.schema.field_order ?? Object.keys(input.schema.properties);
  for (const key of keys) {
    const property = input.schema.properties[key];
    if (!property) continue;
    doc.font('bold').fontSize(10).fillColor('#111111').text(property.title);
    doc.font('body').fontSize(10).fillColor('#222222').text(answerText(property, input.answers[key]));
    doc.moveDown(0.5);
  }
  return finish(doc);
}

export async function consentPdf(input: {
  clinic: PdfClinic;
  title: string;
  text: string;
  patientName: string;
  signature: { signerName: string; signedAt: Date; hash: string; png: Buffer | null } | null;
  compress?: boolean;
}): Promise<Buffer> {
  const doc = await documentOf(input.title, { compress: input.compress ?? true });
  header(doc, input.clinic, input.title);
  doc.font('body').fontSize(9).fillColor('#555555').text(`Patient: ${input.patientName}`);
  doc.moveDown();
  doc.font('body').fontSize(11).fillColor('#111111').text(input.text, { align: 'justify' });
  doc.moveDown(1.5);
  if (input.signature === null) {
    doc.font('bold').fontSize(11).text('Not signed yet.');
    return finish(doc);
  }
  if (input.signature.png) doc.image(input.signature.png, { fit: [220, 80] }).moveDown(0.5);
  doc
    .font('body')
    .fontSize(10)
    .text(`Signed by ${input.signature.signerName} on ${input.signature.signedAt.toISOString()}`);
  doc.moveDown(0.5).fontSize(8).fillColor('#555555').text(`SHA-256: ${input.signature.hash}`);
  return finish(doc);
}
