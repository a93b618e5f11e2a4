import { Document, Packer, Paragraph, TextRun } from 'docx';
import { zipArchive } from './fixtures.ts';

/**
 * DOCX resumes of the kinds that real users upload and that parse badly: headings in Word text
 * boxes, and a LinkedIn profile pasted into Word. Written by hand to the public formats; the
 * people and companies are made up.
 */

const NAMESPACES = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'mc:Ignorable="wps"',
].join(' ');

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const run = (text: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escape(text)}</w:t></w:r>`;
export const paragraph = (text: string, bold = false) => `<w:p>${run(text, bold)}</w:p>`;
export const bullet = (text: string) =>
  `<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>${run(text)}</w:p>`;

/**
 * A text box as Word writes it: the DrawingML shape (`wps:txbx`) for current Word, and the same
 * text again in a VML fallback (`v:textbox`) for older readers.
 */
function textBox(text: string, id: number): string {
  const content = `<w:txbxContent><w:p>${run(text, true)}</w:p></w:txbxContent>`;
  return [
    '<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>',
    '<wp:anchor distT="0" distB="0" distL="114300" distR="114300" simplePos="0" relativeHeight="1" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1">',
    '<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="column"><wp:posOffset>0</wp:posOffset></wp:positionH>',
    '<wp:positionV relativeFrom="paragraph"><wp:posOffset>-228600</wp:posOffset></wp:positionV>',
    `<wp:extent cx="2286000" cy="304800"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapTopAndBottom/><wp:docPr id="${id}" name="Text Box ${id}"/>`,
    '<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp>',
    `<wps:txbx>${content}</wps:txbx><wps:bodyPr/></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice>`,
    `<mc:Fallback><w:pict><v:shape id="Text Box ${id}" type="#_x0000_t202" style="position:absolute;width:180pt;height:24pt">`,
    `<v:textbox>${content}</v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>`,
  ].join('');
}

/** A paragraph that anchors a text box: Word puts the box's run before the paragraph's own text. */
export const anchored = (box: string, id: number, text = '') =>
  `<w:p>${textBox(box, id)}${text ? run(text) : ''}</w:p>`;

export function docxOf(body: string): Uint8Array {
  const encode = (text: string) => new TextEncoder().encode(text);
  return zipArchive([
    {
      name: '[Content_Types].xml',
      data: encode(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: encode(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: 'word/document.xml',
      data: encode(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${NAMESPACES}><w:body>${body}<w:sectPr/></w:body></w:document>`,
      ),
    },
  ]);
}

/** A resume whose section headings sit in text boxes anchored to each section's first line. */
export function textBoxHeadingsDocx(): Uint8Array {
  return docxOf(
    [
      paragraph('Priya Raman', true),
      paragraph('UX Designer'),
      paragraph('priya.raman@example.com | +44 20 7946 0321 | Manchester, UK'),
      anchored(
        'PROFILE',
        1,
        'Designer of calm, accessible interfaces for health and finance products.',
      ),
      anchored('EXPERIENCE', 2, 'Harbour Health, Senior UX Designer, March 2020 – Present'),
      bullet('Redesigned the patient booking flow, raising completed bookings by 18%.'),
      bullet('Ran 40 usability tests and built the Figma design system.'),
      paragraph('Tallow Bank, UX Designer, June 2016 – February 2020'),
      bullet('Designed the mobile onboarding used by 300,000 customers.'),
      anchored('EDUCATION', 3),
      paragraph('University of Leeds, BA Graphic Design, 2012 – 2015'),
      anchored('SKILLS', 4, 'Figma, User Research, Prototyping, Design Systems, Accessibility'),
    ].join(''),
  );
}

/**
 * A LinkedIn profile copied from the browser and pasted into Word: every string comes twice (the
 * visible text and the screen-reader copy), sometimes on two lines and sometimes run together;
 * no heading styles (`titles: false`: not even the section names), no e-mail or phone; dates as
 * "Jan 2020 - Present · 3 yrs 2 mos".
 */
export async function linkedInPasteDocx({ titles = true } = {}): Promise<Uint8Array> {
  const twice = (text: string) => [text, text];
  const runTogether = (text: string) => [text + text];
  const lines = [
    ...twice('Alex Morgan'),
    ...twice('Senior Product Manager at Northwind | B2B SaaS | Payments'),
    ...twice('Lisbon, Portugal'),
    ...twice('About'),
    ...twice(
      'Product manager with eight years of experience shipping payments and billing products for small businesses.',
    ),
    ...twice('Experience'),
    ...runTogether('Senior Product Manager'),
    ...twice('Northwind · Full-time'),
    ...twice('Jan 2020 - Present · 3 yrs 2 mos'),
    ...twice('Lisbon, Portugal · Remote'),
    ...twice(
      'Own the roadmap of the invoicing product; grew monthly active businesses from 12,000 to 41,000.',
    ),
    ...twice('Skills: Product Strategy · Roadmapping · SQL'),
    ...runTogether('Product Manager'),
    ...twice('Contoso Payments · Full-time'),
    ...twice('Mar 2016 - Dec 2019 · 3 yrs 10 mos'),
    ...twice(
      'Launched card payments in four markets and ran discovery interviews with 60 merchants.',
    ),
    ...twice('Education'),
    ...twice('Universidade de Lisboa'),
    ...twice('Master of Business Administration - MBA, Business Administration'),
    ...twice('2013 - 2015'),
    ...twice('Skills'),
    ...twice('Product Management'),
    ...twice('Endorsed by 14 colleagues at Northwind'),
    ...runTogether('User Research'),
    ...twice('A/B Testing'),
  ];
  // Without titles: the section names are not in the copied text at all.
  const kept = titles
    ? lines
    : lines.filter((text) => !/^(?:About|Experience|Education|Skills)$/u.test(text));
  const document = new Document({
    sections: [{ children: kept.map((text) => new Paragraph({ children: [new TextRun(text)] })) }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
