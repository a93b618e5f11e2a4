import PDFDocument from 'pdfkit';

/**
 * PDF resumes of the kinds that parse badly, written with pdfkit and a font that pdf.js ships
 * (Liberation Sans). Some generators put characters in the text layer that pdfkit would never
 * write (a tab and a no-break space between words, soft hyphens, ligature code points): the text
 * is written with stand-in characters whose ToUnicode entries are then pointed at those.
 */
const FONT = new URL(
  'standard_fonts/LiberationSans-Regular.ttf',
  import.meta.resolve('pdfjs-dist/package.json'),
).pathname;
const BOLD = FONT.replace('Regular', 'Bold');

/**
 * Stand-ins: ¦ → tab, ¤ → no-break space, ¬ → soft hyphen, ± → hyphen, § → ﬁ, ¨ → ﬂ, ¯ → ﬀ,
 * ° → ﬃ, ³ → ﬄ, ¶ and µ → icons of an icon font (private use area).
 */
const STAND_INS: Record<number, number> = {
  0xa6: 0x09,
  0xb1: 0x2010,
  0xa4: 0xa0,
  0xac: 0xad,
  0xa7: 0xfb01,
  0xa8: 0xfb02,
  0xaf: 0xfb00,
  0xb0: 0xfb03,
  0xb3: 0xfb04,
  0xb6: 0xf041,
  0xb5: 0xf0e0,
};

export type Row = {
  text: string;
  size?: number;
  bold?: boolean;
  x?: number;
  gap?: number;
  /** The target of a link annotation over the text. */
  link?: string;
};

/** One line of text per row, each at its x and `gap` below the last (0: on the same line). */
export async function pdfOf(rows: Row[]): Promise<Uint8Array> {
  const document = new PDFDocument({ size: 'A4', margin: 50, compress: false });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => document.on('end', resolve));
  let y = 50;
  for (const row of rows) {
    const size = row.size ?? 10.5;
    y += row.gap ?? size * 1.5;
    document
      .font(row.bold ? BOLD : FONT)
      .fontSize(size)
      .text(row.text, row.x ?? 50, y, { lineBreak: false, link: row.link });
  }
  // Point the stand-ins' ToUnicode entries at the characters they stand for.
  for (const font of Object.values(
    (document as unknown as { _fontFamilies: Record<string, { unicode?: number[][] }> })
      ._fontFamilies,
  )) {
    font.unicode = font.unicode?.map((points) =>
      points.length === 1 && STAND_INS[points[0]!] ? [STAND_INS[points[0]!]!] : points,
    );
  }
  document.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Words separated by a tab and a no-break space, soft hyphens inside words, and words broken at
 * line ends with a hyphen (U+2010 or a hyphen-minus).
 */
export function spacedWordsPdf(): Promise<Uint8Array> {
  const spaced = (text: string) => text.replace(/ /g, '¦¤');
  return pdfOf([
    { text: 'Tomás Herrera', size: 20, bold: true },
    { text: spaced('Operations Manager'), size: 12 },
    { text: spaced('tomas.herrera@example.com | +34 612 345 678 | Valencia, Spain') },
    { text: 'EXPERIENCE', bold: true, size: 12, gap: 28 },
    { text: spaced('Mediterra Logistics, Operations Manager') },
    { text: spaced('April 2019 – Present'), x: 420, gap: 0 },
    {
      text: spaced('• Cut warehouse picking errors by 35% with a new quality pro¬cess and weekly'),
    },
    { text: spaced('  inventory audits across three sites and a transpor±'), x: 58 },
    { text: spaced('tation plan for 120 daily routes.'), x: 58 },
    { text: spaced('• Managed a budget of €4M and a team of 28 in supply chain plan-'), x: 50 },
    { text: spaced('ning.'), x: 58 },
    { text: 'EDUCATION', bold: true, size: 12, gap: 28 },
    { text: spaced('Universitat de València, BSc Industrial Engineering, 2011 – 2015') },
    { text: 'SKILLS', bold: true, size: 12, gap: 28 },
    { text: spaced('Supply Chain Management, Lean Six Sigma, SAP, Excel, Inventory Management') },
  ]);
}

/** Text with ligature code points, as many LaTeX and design tools write it. */
export function ligaturesPdf(): Promise<Uint8Array> {
  return pdfOf([
    { text: 'Sofia Lindberg', size: 20, bold: true },
    { text: 'Financial Analyst', size: 12 },
    { text: 'sofia.lindberg@example.com | +46 70 123 45 67 | Stockholm, Sweden' },
    { text: 'Summary', bold: true, size: 12, gap: 28 },
    {
      text: 'Certi§ed analyst with a pro§le in §nancial modelling and e°cient cash ¨ow forecasting.',
    },
    { text: 'Experience', bold: true, size: 12, gap: 28 },
    { text: 'Nordhavn Capital, Financial Analyst, 2019 – Present' },
    {
      text: '• Built the §nancial models for 14 acquisitions and o³oaded the quarterly ¨ow of funds.',
    },
    { text: '• Cut the monthly close from nine days to §ve with the sta¯ of the o°ce.' },
    { text: 'Education', bold: true, size: 12, gap: 28 },
    { text: 'Stockholm School of Economics, MSc Finance, 2014 – 2016' },
    { text: 'Skills', bold: true, size: 12, gap: 28 },
    { text: 'Financial Modeling, Forecasting, Excel, SQL, Power BI' },
  ]);
}

/** The name set in capitals, as many templates do; a Chinese name in pinyin with its surname first. */
export function allCapsNamePdf(name = 'JANE DOE'): Promise<Uint8Array> {
  return pdfOf([
    { text: name, size: 22, bold: true },
    { text: 'CUSTOMER SUCCESS MANAGER', size: 12, gap: 30 },
    { text: 'jane.doe@example.com | (415) 555-0134 | San Francisco, CA' },
    { text: 'EXPERIENCE', bold: true, size: 12, gap: 28 },
    { text: 'Brightdesk, Customer Success Manager, 2021 – Present' },
    { text: '• Kept net revenue retention at 118% across 90 enterprise accounts.' },
    { text: 'Helpwise, Support Specialist, 2018 – 2021' },
    { text: '• Answered 40 Zendesk tickets a day with a 97% satisfaction score.' },
    { text: 'EDUCATION', bold: true, size: 12, gap: 28 },
    { text: 'San Francisco State University, BA Communication, 2014 – 2018' },
  ]);
}

/** Contact details as words whose links hold the addresses, as many templates write them. */
export function linkedContactsPdf(): Promise<Uint8Array> {
  return pdfOf([
    { text: 'Priya Raman', size: 20, bold: true },
    { text: 'Data Engineer', size: 12 },
    { text: 'Email', link: 'mailto:priya.raman@example.com' },
    { text: 'Phone', x: 110, gap: 0, link: 'tel:+447700900123' },
    { text: 'LinkedIn', x: 170, gap: 0, link: 'https://www.linkedin.com/in/priyaraman' },
    { text: 'GitHub', x: 240, gap: 0, link: 'https://github.com/priyaraman' },
    { text: 'Experience', bold: true, size: 12, gap: 28 },
    { text: 'Quarry Data, Data Engineer, 2020 – Present' },
    { text: '• Moved 40 nightly batch jobs to streaming pipelines on Kafka and Flink.' },
    { text: 'Skills', bold: true, size: 12, gap: 28 },
    { text: 'Python, SQL, Kafka, Airflow' },
  ]);
}
