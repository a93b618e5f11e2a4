import { zipArchive } from './fixtures.ts';
import { pdfOf } from './difficult-pdf.ts';

/**
 * Files that Word, LibreOffice or a PDF viewer opens but that the parser cannot, or can hardly,
 * sort into sections: a PDF of prose, and Word packages whose text sits only in the page header,
 * in one big table or in text boxes, and one as LibreOffice writes it. Written to the public
 * formats (the parts, relationships and markup the producers write); the people are made up.
 */

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NAMESPACES = [
  `xmlns:w="${W}"`,
  `xmlns:r="${R}"`,
  'xmlns:o="urn:schemas-microsoft-com:office:office"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'xmlns:w10="urn:schemas-microsoft-com:office:word"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:wpg="http://schemas.microsoft.com/office/word/2010/wordprocessingGroup"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:wp14="http://schemas.microsoft.com/office/word/2010/wordprocessingDrawing"',
  'xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'mc:Ignorable="w14 wp14"',
].join(' ');

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const run = (text: string, bold = false) =>
  `<w:r><w:rPr>${bold ? '<w:b/><w:bCs/>' : ''}<w:rFonts w:ascii="Calibri" w:hAnsi="Calibri"/></w:rPr><w:t xml:space="preserve">${escape(text)}</w:t></w:r>`;
/** A paragraph with its tab stops (`w:tab` in `w:tabs` are stops, not tabs) and style. */
const para = (text: string, { bold = false, style = 'Normal' } = {}) =>
  `<w:p><w:pPr><w:pStyle w:val="${style}"/><w:tabs><w:tab w:val="right" w:pos="9360"/></w:tabs><w:rPr>${bold ? '<w:b/>' : ''}</w:rPr></w:pPr>${run(text, bold)}</w:p>`;
const cell = (paragraphs: string[], width = 4680) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${paragraphs.join('') || '<w:p/>'}</w:tc>`;
const table = (rows: string[][][]) =>
  `<w:tbl><w:tblPr><w:tblW w:w="9360" w:type="dxa"/><w:tblBorders><w:top w:val="nil"/></w:tblBorders><w:tblLook w:val="04A0"/></w:tblPr><w:tblGrid><w:gridCol w:w="4680"/><w:gridCol w:w="4680"/></w:tblGrid>${rows
    .map(
      (cells) =>
        `<w:tr>${cells.map((texts) => cell(texts.map((text) => para(text)))).join('')}</w:tr>`,
    )
    .join('')}</w:tbl>`;

/**
 * A text frame as Word and LibreOffice write one: the DrawingML shape in `mc:Choice` and a VML
 * copy in `mc:Fallback` (LibreOffice: a `v:rect`, Word: a `v:shape`).
 */
function frame(paragraphs: string[], id: number, vml: 'v:rect' | 'v:shape'): string {
  const content = `<w:txbxContent>${paragraphs.join('')}</w:txbxContent>`;
  return [
    '<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>',
    `<wp:anchor behindDoc="0" distT="0" distB="0" distL="0" distR="0" simplePos="0" locked="0" layoutInCell="0" allowOverlap="1" relativeHeight="${id + 2}">`,
    '<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="column"><wp:posOffset>0</wp:posOffset></wp:positionH>',
    `<wp:positionV relativeFrom="paragraph"><wp:posOffset>${id * 914400}</wp:posOffset></wp:positionV>`,
    `<wp:extent cx="5943600" cy="914400"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapSquare wrapText="largest"/><wp:docPr id="${id}" name="Frame${id}"/>`,
    '<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/>',
    `<wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="5943600" cy="914400"/></a:xfrm><a:prstGeom prst="rect"/></wps:spPr><wps:txbx>${content}</wps:txbx>`,
    '<wps:bodyPr lIns="0" tIns="0" rIns="0" bIns="0" anchor="t"><a:noAutofit/></wps:bodyPr></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice>',
    `<mc:Fallback><w:pict><${vml} style="position:absolute;width:468pt;height:72pt" stroked="f"><v:textbox inset="0,0,0,0">${content}</v:textbox><w10:wrap type="square"/></${vml}></w:pict></mc:Fallback></mc:AlternateContent></w:r>`,
  ].join('');
}

type WordPackage = {
  body: string;
  header?: string;
  footer?: string;
  /** docProps/app.xml's Application: the producer, as its files name it. */
  application: string;
};

/** A WordprocessingML package with the parts and relationships its producer writes. */
function wordPackage({ body, header, footer, application }: WordPackage): Uint8Array {
  const encode = (text: string) =>
    new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
  const overrides = [
    ['/word/document.xml', 'document.main'],
    ['/word/styles.xml', 'styles'],
    ...(header ? [['/word/header1.xml', 'header']] : []),
    ...(footer ? [['/word/footer1.xml', 'footer']] : []),
  ]
    .map(
      ([part, kind]) =>
        `<Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.${kind}+xml"/>`,
    )
    .join('');
  const relations = [
    `<Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/>`,
    ...(header ? [`<Relationship Id="rId2" Type="${REL}/header" Target="header1.xml"/>`] : []),
    ...(footer ? [`<Relationship Id="rId3" Type="${REL}/footer" Target="footer1.xml"/>`] : []),
  ].join('');
  const sectPr = `<w:sectPr>${header ? '<w:headerReference w:type="default" r:id="rId2"/>' : ''}${footer ? '<w:footerReference w:type="default" r:id="rId3"/>' : ''}<w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr>`;
  const parts = [
    {
      name: '[Content_Types].xml',
      data: encode(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides}<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: encode(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/extended-properties" Target="docProps/app.xml"/><Relationship Id="rId2" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
      ),
    },
    {
      name: 'docProps/app.xml',
      data: encode(
        `<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Template></Template><TotalTime>3</TotalTime><Application>${application}</Application><Pages>1</Pages></Properties>`,
      ),
    },
    {
      name: 'word/_rels/document.xml.rels',
      data: encode(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relations}</Relationships>`,
      ),
    },
    {
      name: 'word/styles.xml',
      data: encode(
        `<w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:styleId="Normal" w:default="1"><w:name w:val="Normal"/></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/></w:style></w:styles>`,
      ),
    },
    {
      name: 'word/document.xml',
      data: encode(`<w:document ${NAMESPACES}><w:body>${body}${sectPr}</w:body></w:document>`),
    },
    ...(header
      ? [{ name: 'word/header1.xml', data: encode(`<w:hdr ${NAMESPACES}>${header}</w:hdr>`) }]
      : []),
    ...(footer
      ? [{ name: 'word/footer1.xml', data: encode(`<w:ftr ${NAMESPACES}>${footer}</w:ftr>`) }]
      : []),
  ];
  return zipArchive(parts);
}

const WORD = 'Microsoft Office Word';
const LIBREOFFICE = 'LibreOffice/7.6.4.1$Linux_X86_64 LibreOffice_project/60$Build-1';

/**
 * A Word template whose name and contact details sit only in the page header; the body is one
 * big table (section names in the left column, their text in the right), as Chinese Word
 * templates are laid out.
 */
export function headerAndTableDocx(): Uint8Array {
  return wordPackage({
    application: WORD,
    header:
      para('Mei Lin Zhou', { bold: true }) +
      para('mei.zhou@example.com · +86 139 1234 5678 · Hangzhou'),
    body:
      table([
        [
          ['Experience'],
          [
            'Qiantang Logistics, Operations Analyst, 2021 – Present',
            'Planned routes for 200 trucks a day.',
          ],
        ],
        [['Education'], ['Zhejiang Normal University, BSc Statistics, 2017 – 2021']],
        [['Skills'], ['SQL, Python, Tableau']],
      ]) + '<w:p/>',
    footer: para('Page 1'),
  });
}

/** Everything in the page header: the body is empty, as a template's "letterhead" resume can be. */
export function headerOnlyDocx(): Uint8Array {
  return wordPackage({
    application: WORD,
    header: [
      para('Tomasz Kowalczyk', { bold: true }),
      para('tomasz.k@example.com | +48 601 234 567 | Gdańsk, Poland'),
      para('Quality engineer who writes test plans that catch defects before customers do.'),
      para('Baltic Yachts, Quality Engineer, 2019 – Present'),
    ].join(''),
    body: '<w:p/>',
  });
}

/** Every paragraph in text frames, none in the body's own paragraphs (a designer template). */
export function textBoxesOnlyDocx(): Uint8Array {
  return wordPackage({
    application: WORD,
    body: `<w:p>${frame([para('Ines Duarte', { bold: true }), para('ines.duarte@example.com | Porto, Portugal')], 1, 'v:shape')}${frame([para('EXPERIENCE', { bold: true }), para('Ribeira Studio, Illustrator, 2018 – Present'), para('EDUCATION', { bold: true }), para('University of Porto, BA Fine Arts, 2014 – 2018')], 2, 'v:shape')}</w:p>`,
  });
}

/**
 * A resume saved as DOCX by LibreOffice Writer: its app.xml, styles by id, paragraphs with tab
 * stops, headings as a text frame (`v:rect` fallback), a table of dates, the contact line in
 * the page header, and run properties on every run.
 */
export function libreOfficeDocx(): Uint8Array {
  return wordPackage({
    application: LIBREOFFICE,
    header: para('hana.novak@example.com · +420 601 555 013 · Brno, Czech Republic'),
    body: [
      para('Hana Novák', { bold: true, style: 'Heading1' }),
      para('Backend Developer'),
      `<w:p>${frame([para('WORK EXPERIENCE', { bold: true })], 1, 'v:rect')}</w:p>`,
      table([
        [
          ['2020 – Present'],
          ['Moravia Systems, Backend Developer', 'Built the billing API in Go.'],
        ],
      ]),
      para('EDUCATION', { bold: true }),
      table([[['2015 – 2020'], ['Brno University of Technology, MSc Computer Science']]]),
      para('SKILLS', { bold: true }),
      para('Go, PostgreSQL, Kubernetes'),
    ].join(''),
  });
}

/** A text PDF of prose without headings, dates or sections: readable, not sortable. */
export function proseOnlyPdf(): Promise<Uint8Array> {
  return pdfOf([
    { text: 'A few words about me', size: 14 },
    {
      text: 'I have spent the last years looking after the garden of a small guest house by the sea,',
    },
    {
      text: 'where I also cooked breakfast for the guests and kept the accounts in order every week.',
    },
    {
      text: 'Before that I travelled for a long time and worked wherever help was needed on farms.',
    },
    { text: 'I would like to find steady work that lets me learn something new every season.' },
    { text: 'Write to me at river.stone@example.com whenever it suits you.' },
  ]);
}

/**
 * A resume whose contact link points at a relationship the package lacks, as some converters and
 * online builders write one: mammoth throws on it, so the body is read straight from its XML.
 */
export function danglingLinkDocx(): Uint8Array {
  return wordPackage({
    application: WORD,
    body: [
      para('Aroha Ngata', { bold: true }),
      `<w:p><w:hyperlink r:id="rId42" w:history="1">${run('aroha.ngata@example.com')}</w:hyperlink><w:r><w:t xml:space="preserve"> | +64 21 555 0147</w:t></w:r></w:p>`,
      para('EXPERIENCE', { bold: true }),
      `<w:p><w:r><w:t>Harbourside Clinic, Practice Manager</w:t></w:r><w:r><w:tab/></w:r><w:r><w:t>2019 – Present</w:t></w:r></w:p>`,
      para('EDUCATION', { bold: true }),
      para('University of Otago, BCom Management, 2013 – 2016'),
    ].join(''),
  });
}
