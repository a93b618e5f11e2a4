/**
 * A drawing that may hold a text box. Word writes each text box twice: DrawingML (`wps:txbx`) in
 * `mc:Choice` and a VML copy (`v:textbox`) in `mc:Fallback`; older writers only the VML `w:pict`.
 */
const DRAWING =
  /<mc:AlternateContent\b[\s\S]*?<\/mc:AlternateContent>|<w:pict\b[\s\S]*?<\/w:pict>|<w:drawing\b[\s\S]*?<\/w:drawing>/gu;
const BOX_CONTENT = /<w:txbxContent\b[^>]*>([\s\S]*?)<\/w:txbxContent>/gu;
const PARAGRAPH_START = /<w:p[\s>]/gu;

/** The paragraphs of a drawing's text boxes, each box once (the DrawingML copy when there are two). */
function boxParagraphs(drawing: string): string {
  const choice = /<mc:Choice\b[\s\S]*?<\/mc:Choice>/u.exec(drawing)?.[0];
  const source = choice && choice.includes('txbxContent') ? choice : drawing;
  return [...source.matchAll(BOX_CONTENT)].map((match) => match[1]).join('');
}

/**
 * document.xml with every text box's paragraphs moved out of the paragraph that anchors it and set
 * before that paragraph, once. A reader otherwise gets a box's text after its anchor's text (a
 * heading below the first line of its own section) or twice.
 */
export function liftTextBoxes(xml: string): string {
  const boxes = [...xml.matchAll(DRAWING)].filter((match) => match[0].includes('txbxContent'));
  if (boxes.length === 0) return xml;
  // Paragraphs inside the boxes are no anchors: look for paragraph starts with the boxes blanked.
  let blanked = xml;
  for (const box of boxes)
    blanked =
      blanked.slice(0, box.index) +
      ' '.repeat(box[0].length) +
      blanked.slice(box.index + box[0].length);
  const edits: { at: number; end: number; insert: string }[] = [];
  for (const box of boxes) {
    let anchor = 0;
    for (const start of blanked.slice(0, box.index).matchAll(PARAGRAPH_START)) anchor = start.index;
    edits.push({ at: anchor, end: anchor, insert: boxParagraphs(box[0]) });
    edits.push({ at: box.index, end: box.index + box[0].length, insert: '' });
  }
  edits.sort((a, b) => a.at - b.at || a.end - b.end);
  let out = '';
  let cursor = 0;
  for (const edit of edits) {
    out += xml.slice(cursor, edit.at) + edit.insert;
    cursor = Math.max(cursor, edit.end);
  }
  return out + xml.slice(cursor);
}
