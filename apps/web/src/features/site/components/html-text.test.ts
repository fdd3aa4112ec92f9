import { describe, expect, it } from 'vitest';
import { htmlToParagraphs } from './html-text';

describe('article body as text', () => {
  it('keeps paragraphs and drops markup, scripts and handlers', () => {
    const html =
      '<p>第一段<b>加粗</b></p><p>第二段<br>换行</p><img src=x onerror="alert(1)"><script>alert(2)</script><ul><li>一</li><li>二</li></ul>';
    expect(htmlToParagraphs(html)).toEqual(['第一段加粗', '第二段', '换行', '一', '二']);
  });

  it('answers nothing for an empty body', () => {
    expect(htmlToParagraphs('')).toEqual([]);
  });
});
