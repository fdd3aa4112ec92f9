import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SafeHtml } from './safe-html';

function rendered(html: string): HTMLElement {
  const { container } = renderWithProviders(<SafeHtml html={html} />);
  return container;
}

describe('SafeHtml', () => {
  it('keeps the formatting people write', () => {
    const c = rendered('<p>停水通知：<strong>12月1日</strong> <a href="https://example.com/a">详情</a></p><table><tr><td>1栋</td></tr></table>');
    expect(c.querySelector('strong')?.textContent).toBe('12月1日');
    expect(c.querySelector('a')?.getAttribute('href')).toBe('https://example.com/a');
    expect(c.querySelector('td')?.textContent).toBe('1栋');
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const c = rendered('<p onclick="steal()">文字</p><script>steal()</script><img src="x" onerror="steal()"><a href="javascript:steal()">点</a><iframe src="https://evil.example"></iframe>');
    expect(c.querySelector('script')).toBeNull();
    expect(c.querySelector('iframe')).toBeNull();
    expect(c.querySelector('[onclick]')).toBeNull();
    expect(c.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(c.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(c.textContent).toContain('文字');
  });
});
