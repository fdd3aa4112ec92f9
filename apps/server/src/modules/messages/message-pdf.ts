import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/** Noto Sans SC from the @expo-google-fonts package: pdfkit's built-in fonts have no Chinese glyphs. */
let fontCache: Buffer | undefined;
function cjkFont(): Buffer {
  fontCache ??= readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'));
  return fontCache;
}

/**
 * A PDF as one Buffer: a new document with the CJK font registered as 'cjk' (each caller picks it where its
 * pages start), drawn by `draw` and ended.
 */
export function cjkPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('cjk', cjkFont());
    draw(doc);
    doc.end();
  });
}

export interface PdfSource {
  title: string;
  /** Paragraphs separated by blank lines. */
  body: string;
  issuer: string;
  issuedAt: Date;
  docId: string;
}

const dateText = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** An A4 PDF of a system message: title, document id, paragraphs, issuer and date (fonts subset). */
export function renderMessagePdf(src: PdfSource): Promise<Buffer> {
  const options = {
    size: 'A4',
    margins: { top: 72, bottom: 72, left: 72, right: 72 },
    info: { Title: src.title, Author: src.issuer, Subject: src.docId, CreationDate: src.issuedAt },
  };
  return cjkPdf(options, (doc) => {
    doc.font('cjk');
    doc.fontSize(20).text(src.title, { align: 'center' });
    doc.moveDown(0.5);
    doc.fontSize(10).fillColor('#666666').text(src.docId, { align: 'center' });
    doc.moveDown(1.5);
    doc.fillColor('#000000').fontSize(12);
    for (const paragraph of src.body.split(/\n\s*\n/)) {
      const text = paragraph.trim();
      if (!text) continue;
      doc.text(text, { indent: 24, lineGap: 6, align: 'justify' });
      doc.moveDown(0.8);
    }
    doc.moveDown(2);
    doc.text(src.issuer, { align: 'right' });
    doc.text(dateText.format(src.issuedAt), { align: 'right' });
  });
}
