/**
 * Keeps each phrase of a title on one line where it fits: Chinese has no spaces, so a narrow screen
 * would otherwise break a heading in the middle of a word. Breaks fall after a comma, colon or semicolon.
 */
export function PhrasedText({ text }: { text: string }) {
  const parts = text.split(/(?<=[，,：:；;])/);
  if (parts.length < 2) return text;
  return parts.map((part, index) => (
    <span key={index} className="inline-block">
      {part}
    </span>
  ));
}
