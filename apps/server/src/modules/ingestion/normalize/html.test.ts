import { describe, expect, it } from 'vitest';
import { htmlToLines, sanitizeDescription } from './html.ts';
import { extractSections } from './sections.ts';
import { cleanLine, decodeEntities, repairMojibake } from './text.ts';

describe('description HTML', () => {
  it('removes scripts, styles, event handlers, iframes and tracking pixels', () => {
    const html = sanitizeDescription(
      '<p onclick="steal()">Hello <a href="https://acme.example" onmouseover="x()">site</a></p>' +
        '<script>alert(1)</script><style>p{}</style><iframe src="https://t.example"></iframe>' +
        '<img src="https://t.example/p.gif" width="1" height="1"><a href="javascript:alert(1)">bad</a>' +
        '<noscript><img src="https://t.example/n.gif"></noscript>',
    );
    expect(html).not.toMatch(/script|style|onclick|onmouseover|iframe|<img|javascript:|t\.example/);
    expect(html).toContain(
      '<a href="https://acme.example" rel="nofollow noopener noreferrer" target="_blank">site</a>',
    );
  });

  it('keeps headings, paragraphs, lists and links, and drops empty paragraphs', () => {
    expect(
      sanitizeDescription(
        '<h1>Role</h1><p><br></p><p>Text <strong>bold</strong></p><ul><li>One</li></ul><ol><li>Two</li></ol>',
      ),
    ).toBe(
      '<h2>Role</h2><p>Text <strong>bold</strong></p><ul><li>One</li></ul><ol><li>Two</li></ol>',
    );
  });

  it('decodes entities exactly once, also when a feed escaped them twice', () => {
    expect(sanitizeDescription('&amp;lt;p&amp;gt;R&amp;amp;amp;D&amp;lt;/p&amp;gt;')).toBe(
      '<p>R&amp;D</p>',
    );
    expect(sanitizeDescription('&lt;p&gt;Fish &amp;amp; chips&lt;/p&gt;')).toBe(
      '<p>Fish &amp; chips</p>',
    );
    expect(sanitizeDescription('<p>5 &lt; 6 &amp; 7 &gt; 3</p>')).toBe(
      '<p>5 &lt; 6 &amp; 7 &gt; 3</p>',
    );
    expect(decodeEntities('AT&amp;amp;T &amp;#39;s')).toBe("AT&T 's");
    expect(cleanLine('Pine &amp; Co')).toBe('Pine & Co');
  });

  it('turns plain text into paragraphs', () => {
    expect(
      sanitizeDescription('First line\nsecond line\n\nNext <b>part</b>', { plainText: true }),
    ).toBe('<p>First line<br />second line</p><p>Next &lt;b&gt;part&lt;/b&gt;</p>');
  });
});

describe('mojibake', () => {
  it('repairs UTF-8 read as Windows-1252 or Latin-1', () => {
    expect(repairMojibake('donâ€™t â€” SÃ£o Paulo')).toBe('don’t — São Paulo');
    expect(repairMojibake('it\u00e2\u0080\u0099s \u00e2\u0080\u00a2 caf\u00c3\u00a9')).toBe(
      'it’s • café',
    );
    expect(repairMojibake('æ\u0097¥æ\u009c¬')).toBe('日本');
  });

  it('drops a character a feed cut in half at the end of a text', () => {
    expect(repairMojibake('Language specialistï¼\u0088ç¤¾å\u0086\u0085é\u0080\u009aè¨³ï¼')).toBe(
      'Language specialist（社内通訳',
    );
  });

  it('leaves correct text alone', () => {
    for (const text of [
      'café',
      'naïve Zürich',
      'Ångström',
      '£50k',
      '日本語',
      'São Paulo',
      '© 2026',
    ])
      expect(repairMojibake(text)).toBe(text);
  });
});

describe('sections', () => {
  it('reads requirements, responsibilities and benefits under their headings', () => {
    const lines = htmlToLines(
      sanitizeDescription(
        '<p>About us.</p><h2>What you’ll do</h2><ul><li>Ship</li><li>Review</li></ul>' +
          '<p><strong>Requirements:</strong></p><p>• 5+ years of Go</p><p>• English</p>' +
          '<h3>Nice to have</h3><ul><li>Rust</li></ul><h3>Perks</h3><ul><li>Laptop</li></ul>',
      ),
    );
    expect(extractSections(lines)).toEqual({
      responsibilities: ['Ship', 'Review'],
      requirements: ['5+ years of Go', 'English'],
      benefits: ['Laptop'],
    });
  });

  it('reads Chinese headings and numbered lines', () => {
    expect(
      extractSections([
        '公司介绍',
        '岗位职责：',
        '1. 负责前端开发',
        '2、参与代码评审',
        '任职要求：',
        '（1）3年以上经验',
        '福利待遇：',
        '① 远程办公',
      ]),
    ).toEqual({
      responsibilities: ['负责前端开发', '参与代码评审'],
      requirements: ['3年以上经验'],
      benefits: ['远程办公'],
    });
  });
});
