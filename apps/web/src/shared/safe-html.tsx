import { TypographyStylesProvider, type MantineFontSize } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML written by people (messages, notices, duties, help, cases, centre texts) shown as rich text:
 * scripts, event handlers and javascript: links are removed first, so one user's text cannot run
 * in another user's session.
 */
export function SafeHtml({ html, fz }: { html: string; fz?: MantineFontSize }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <TypographyStylesProvider fz={fz}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </TypographyStylesProvider>
  );
}
