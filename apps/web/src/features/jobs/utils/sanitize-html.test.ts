import { describe, expect, it } from 'vitest';
import { isHtml } from '@yonder/contract/job-text';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps text structure', () => {
    const html = '<h3>About</h3><p>We <strong>build</strong> tools.</p><ul><li>Go</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, handlers, styles and unknown elements, keeping their text where it is text', () => {
    expect(
      sanitizeHtml(
        '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><font>Bye</font><style>p{}</style>',
      ),
    ).toBe('<p>Hi</p>Bye');
  });

  it('keeps web links, opened apart from the page, and drops script links', () => {
    expect(sanitizeHtml('<a href="https://example.com/a">site</a>')).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('strips known XSS payloads: encoded and mixed-case script links, mutation tricks, data URIs', () => {
    const payloads = [
      '<a href="JaVaScRiPt:alert(1)">a</a>',
      '<a href="&#106;avascript:alert(1)">b</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">c</a>',
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">d</a></svg>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">e</p></noscript>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<form><button formaction="javascript:alert(1)">f</button></form>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<p style="background:url(javascript:alert(1))">g</p>',
    ];
    for (const payload of payloads) {
      const clean = sanitizeHtml(payload);
      expect(clean).not.toMatch(/javascript:|data:|onerror|<img|<script|<svg|<iframe|style=/i);
      // What is left parses back to the same markup: nothing waits to mutate into a tag.
      const again = document.createElement('div');
      again.innerHTML = clean;
      expect(again.innerHTML).toBe(clean);
    }
  });

  it('turns an h1 into a sub-heading', () => {
    expect(sanitizeHtml('<h1>Role</h1>')).toBe('<h2>Role</h2>');
  });
});

describe('isHtml', () => {
  it('tells markup from plain text', () => {
    expect(isHtml('<p>x</p>')).toBe(true);
    expect(isHtml('Salary > 5k and < 10k\nremote')).toBe(false);
  });
});
