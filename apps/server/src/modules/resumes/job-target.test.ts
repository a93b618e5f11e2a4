import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './job-target.ts';

describe("a job's description as plain text", () => {
  it('breaks lines at blocks, marks list items and decodes every entity once', () => {
    expect(
      htmlToPlainText(
        '<h2>About&nbsp;us</h2><p>We build tools &mdash; R&amp;D, &#x4E2D;&#25991; &amp;amp; more.</p><ul><li>Go</li><li>SQL</li></ul>',
      ),
    ).toBe('About us\nWe build tools — R&D, 中文 &amp; more.\n• Go\n• SQL');
  });
});
