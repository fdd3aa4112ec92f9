const BLOCKS = 'p,div,br,ul,ol,li,h1,h2,h3,h4,h5,h6,table,tr,blockquote';
const HIDDEN = 'script,style,noscript,template,iframe,object';

/**
 * An article body (HTML written in the back office) as plain paragraphs. The public site shows
 * text only: DOMParser builds an inert document (no scripts run, nothing loads) and only its
 * text is used, so no markup from the article reaches the page.
 */
export function htmlToParagraphs(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of doc.body.querySelectorAll(HIDDEN)) el.remove();
  for (const el of doc.body.querySelectorAll(BLOCKS)) {
    el.before(doc.createTextNode('\n'));
    el.append(doc.createTextNode('\n'));
  }
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
