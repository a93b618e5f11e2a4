import { pdfOf, type Row } from './difficult-pdf.ts';

/**
 * PDF resumes in the shapes real ones come in, as their makers write them, with made-up people:
 * Word's student template, OpenResume, a LaTeX/RenderCV "classic" page, a page with a narrow
 * sidebar, and letter-spaced headings. Stand-ins (see difficult-pdf.ts): ¦ tab, ¤ no-break
 * space, ¬ soft hyphen, ± U+2010 hyphen, § ﬁ, ¶ and µ icons.
 */

/** Word writes a tab and a no-break space after every word of this template. */
const spaced = (text: string) => text.replace(/ /g, '¦¤');
/** Word's hyphen: a hyphen-minus, a soft hyphen and U+2010. */
const wordHyphens = (text: string) => text.replace(/-/g, '-¬±');

/**
 * The one-page student resume of a college career centre, made in Word: capital bold headings,
 * one of them no usual name ("ON CAMPUS INVOLVEMENT"), roles held as a student and a volunteer
 * ("Volunteer" on the line under the organisation), right-aligned dates with seasons and a
 * year list, an expected graduation, and skills lines that start "Proficient in".
 */
export function studentWordPdf(): Promise<Uint8Array> {
  const heading = (text: string): Row => ({ text, bold: true, size: 12, x: 36, gap: 28 });
  const line = (text: string, extra: Partial<Row> = {}): Row => ({
    text: spaced(wordHyphens(text)),
    size: 12,
    x: 36,
    gap: 14,
    ...extra,
  });
  const right = (text: string): Row => line(text, { x: 400, gap: 0 });
  const bullet = (text: string): Row => line(`•¦${text}`, { x: 54 });
  return pdfOf([
    { text: '2', size: 12, x: 540, gap: 0 },
    { text: 'Riley Marsh', size: 14, bold: true, x: 250, gap: 16 },
    line('88 Orchard Lane, Claremont, CA', { x: 215 }),
    line('rmarsh@example.edu', { x: 240 }),
    line('(909) 555-0199', { x: 255 }),
    heading('OBJECTIVE'),
    line('To find an on-campus role that puts my bookkeeping and tutoring to work.'),
    heading('EDUCATION'),
    line('Pomona Valley College, Claremont, CA'),
    right('Expected Graduation: May 2027'),
    line('Bachelor of Arts, Economics'),
    line('GPA: 3.7'),
    heading('HONORS/AWARDS'),
    line('President’s List'),
    right('Fall 2024 – Spring 2025'),
    heading('ON CAMPUS INVOLVEMENT'),
    line('Finance Society, Pomona Valley College'),
    right('September 2024 – Present'),
    line('Treasurer'),
    bullet('Kept the books of a club budget of $12,000 and reported them each term'),
    heading('VOLUNTEER EXPERIENCE'),
    line('Harbor Food Bank, Ontario, CA'),
    right('June 2023 – Present'),
    line('Volunteer'),
    bullet('Sorted donations for 300 families a week'),
    line('Sunrise Swim Club, Upland, CA', { gap: 20 }),
    right('Summer 2023, 2024'),
    line('Volunteer Swim Coach'),
    bullet('Taught water safety to classes of twelve children'),
    heading('SKILLS'),
    line('Computer: Proficient in Windows and Mac OS, Microsoft Word, PowerPoint, and Excel'),
    line('Language: Fluent in Korean'),
  ]);
}

/**
 * A resume made by the OpenResume builder: an unheaded summary under the name, headings indented
 * in bold capitals ("PROJECT" in the singular), company on its own line above "Title  Date",
 * single dates like "Summer 2023", ligatures, education with lines of its own, featured skills
 * set apart by wide gaps.
 */
export function openResumePdf(): Promise<Uint8Array> {
  const heading = (text: string): Row => ({ text, bold: true, size: 11, x: 101, gap: 28 });
  const line = (text: string, extra: Partial<Row> = {}): Row => ({
    text,
    size: 11,
    x: 60,
    ...extra,
  });
  const date = (text: string): Row => ({ text, size: 11, x: 470, gap: 0 });
  const bullet = (text: string): Row => line(`• ${text}`, { x: 66 });
  return pdfOf([
    { text: 'Noor Haddad', size: 20, bold: true, x: 60 },
    line('Engineer who likes small, fast and friendly tools', { gap: 22 }),
    line('noor@example.org', { x: 76 }),
    line('212-555-0147', { x: 220, gap: 0 }),
    line('Brooklyn, NY', { x: 320, gap: 0 }),
    line('linkedin.com/in/noor-haddad', { x: 410, gap: 0 }),
    heading('WORK EXPERIENCE'),
    line('Lattice Labs', { bold: true }),
    line('Software Engineer'),
    date('May 2024 - Present'),
    bullet('Built the search service that answers 2,000 queries a second'),
    line('Quarry Health', { bold: true, gap: 22 }),
    line('Software Engineer Intern'),
    date('Summer 2023'),
    bullet('Fixed the §ve slowest reports of the billing tool'),
    heading('EDUCATION'),
    line('Hudson State University', { bold: true }),
    line('Bachelor of Science in Computer Science - 3.9 GPA'),
    date('Sep 2020 - May 2024'),
    bullet('Won 2nd place in the 2023 Civic Data Hackathon'),
    heading('PROJECT'),
    line('Pocket Budget', { bold: true }),
    date('Spring 2024'),
    bullet('A budgeting app used by 900 students'),
    heading('SKILLS'),
    line('Go', { x: 82 }),
    line('Python', { x: 180, gap: 0 }),
    line('SQL', { x: 280, gap: 0 }),
    bullet('Tech: React Hooks, GraphQL, Postgres, REST API'),
  ]);
}

/**
 * A LaTeX "classic" CV (RenderCV and friends): contacts parted by icon-font glyphs, a section
 * with a title of the person's own set like the other headings, each entry's place on its
 * heading line with the dates and the length of stay beside its first bullets in a right-hand
 * column, publications, and a footer with the name and page number.
 */
export function classicLatexPdf(): Promise<Uint8Array> {
  const heading = (text: string): Row => ({ text, bold: true, size: 14, x: 50, gap: 26 });
  const line = (text: string, extra: Partial<Row> = {}): Row => ({
    text,
    size: 10,
    x: 56,
    ...extra,
  });
  const aside = (text: string): Row => ({ text, size: 10, x: 470, gap: 0 });
  const bullet = (text: string): Row => line(`• ${text}`, { x: 60 });
  return pdfOf([
    { text: 'Last updated in May 2025', size: 9, x: 440, gap: 0 },
    { text: 'Jonas Weber', size: 30, bold: true, x: 220, gap: 40 },
    line('¶ Hamburg, Germany µ jonas.weber@example.de', { x: 150, gap: 46 }),
    heading('About This CV'),
    line('Written in a YAML file and typeset with LaTeX.'),
    heading('Experience'),
    line('Elbe Robotics, Senior Engineer'),
    aside('Hamburg, Germany'),
    bullet('Led the motion planning team of six'),
    aside('Jan 2022 – present'),
    bullet('Cut the planning time of the arm by 40%'),
    aside('3 years 4 months'),
    line('Nordwind Energy, Research Intern', { gap: 22 }),
    aside('Bremen, Germany'),
    bullet('Modelled the wear of turbine blades'),
    aside('May 2020 – Aug 2020'),
    bullet('Wrote the report the board read'),
    aside('4 months'),
    heading('Education'),
    line('MSc Technische Universität München, Robotics'),
    aside('Munich, Germany'),
    bullet('Thesis: Learning grasps from few examples'),
    aside('Oct 2019 – Sept 2021'),
    heading('Publications'),
    line('Grasping With Few Examples'),
    line('Jonas Weber, Lea Brandt'),
    line('10.1234/icra.2021.0042 (ICRA 2021)'),
    { text: 'Jonas Weber – 1/1', size: 9, x: 260, gap: 40 },
  ]);
}

/**
 * A page with a narrow sidebar on the right (education, skills as tags, links) beside the main
 * column, the sidebar's text a tenth of the page's.
 */
export function narrowSidebarPdf(): Promise<Uint8Array> {
  const main = (text: string, extra: Partial<Row> = {}): Row => ({
    text,
    size: 10,
    x: 40,
    ...extra,
  });
  const side = (text: string, extra: Partial<Row> = {}): Row => ({
    text,
    size: 8,
    x: 420,
    gap: 0,
    ...extra,
  });
  const bullets = (company: string) =>
    [
      `Shipped the ${company} ledger for two million transfers a day`,
      'Moved settlement jobs from cron to a queue with retries',
      'Mentored four engineers who now lead teams of their own',
      'Wrote the incident handbook the company follows today',
    ].map((text) => main(`• ${text}`, { x: 50 }));
  // Skills as tags, each in a box of its own on the line.
  const tags = (names: string[]) => names.map((name, index) => side(name, { x: 420 + 70 * index }));
  const [first, second, third, fourth] = bullets('payments');
  return pdfOf([
    { text: 'Ines Duarte', size: 20, bold: true, x: 40 },
    main('Staff Software Engineer', { size: 12 }),
    main('ines@example.pt', { size: 9 }),
    main('+351 912 345 678', { size: 9, x: 140, gap: 0 }),
    main('Porto, Portugal', { size: 9, x: 240, gap: 0 }),
    main('SUMMARY', { bold: true, size: 12, gap: 24 }),
    side('EDUCATION', { bold: true, size: 12 }),
    main('Backend engineer with ten years of payments and ledgers,'),
    side('University of Porto | 2014'),
    main('calm under pressure and fond of boring, reliable systems.'),
    side('MSc, Informatics'),
    main('EXPERIENCE', { bold: true, size: 12, gap: 24 }),
    side('SKILLS', { bold: true, size: 12 }),
    main('Staff Software Engineer   Jan 2021 - Present', { bold: true }),
    ...tags(['Go', 'Kotlin', 'Kafka']),
    main('Tagus Pay • Lisbon, Portugal'),
    ...tags(['PostgreSQL', 'Kubernetes']),
    first!,
    ...tags(['Terraform', 'gRPC']),
    second!,
    side('Event Sourcing'),
    third!,
    fourth!,
    side('LINKS', { bold: true, size: 12 }),
    main('Software Engineer   Mar 2016 - Dec 2020', { bold: true, gap: 24 }),
    side('github.com/inesduarte'),
    main('Douro Bank • Porto, Portugal'),
    ...bullets('lending'),
  ]);
}

/**
 * Headings set letter by letter, as some templates space them out; a kerned pair closes its gap
 * ("C O N TAC T"). The text layer keeps the spaces a reader puts between the letters.
 */
export function letterSpacedPdf(): Promise<Uint8Array> {
  const heading = (text: string): Row => ({ text, bold: true, size: 13, x: 50, gap: 26 });
  const line = (text: string, extra: Partial<Row> = {}): Row => ({
    text,
    size: 10.5,
    x: 50,
    ...extra,
  });
  return pdfOf([
    { text: 'Tomasz Nowak', size: 24, bold: true, x: 50 },
    line('Site Reliability Engineer', { size: 13, gap: 30 }),
    heading('C O N TAC T'),
    line('tomasz.nowak@example.pl'),
    line('+48 601 234 567'),
    line('Gdańsk, Poland'),
    heading('E X P E R I E N C E'),
    line('Site Reliability Engineer', { bold: true }),
    line('Baltic Cloud'),
    line('March 2021 - current / Gdańsk, Poland'),
    line('• Ran the on-call rotation for 40 services with 99.95% uptime'),
    line('Systems Administrator', { bold: true, gap: 22 }),
    line('Amber Hosting Sp. z o.o.'),
    line('June 2017 - February 2021 / Sopot, Poland'),
    line('• Automated the provisioning of 300 servers with Ansible'),
    heading('E D U C AT I O N'),
    line('Gdańsk University of Technology'),
    line('B.Eng. Computer Science'),
    line('2013 - 2017'),
    heading('S K I L L S'),
    line('Linux'),
    line('Ansible'),
    line('Prometheus'),
  ]);
}

/**
 * Headings, companies and titles all set in bold capitals, as many Word templates do: "PROJECT
 * MANAGER" is a job title, not a projects section.
 */
export function boldCapitalsPdf(): Promise<Uint8Array> {
  const caps = (text: string): Row => ({ text, bold: true, size: 13, gap: 26 });
  return pdfOf([
    { text: 'Maya Chen', size: 22, bold: true },
    { text: 'maya@example.com | 415-555-0101', gap: 30 },
    caps('EXPERIENCE'),
    caps('ACME LOGISTICS'),
    caps('PROJECT MANAGER'),
    { text: 'Jan 2020 – Present' },
    { text: '• Ran 14 warehouse projects on time' },
    caps('NORTHWIND GROUP'),
    caps('PROJECT COORDINATOR'),
    { text: 'Jun 2016 – Dec 2019' },
    { text: '• Coordinated suppliers in three countries' },
    caps('EDUCATION'),
    { text: 'San Jose State University, BS Business, 2012 – 2016' },
    caps('SKILLS'),
    { text: 'Scheduling, Budgeting, Excel' },
  ]);
}
